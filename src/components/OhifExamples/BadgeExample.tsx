import React from 'react';
import {Badge} from '@ohif/ui-next';

export default function BadgeExample() {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge>12 measurements</Badge>
      <Badge variant="secondary">Tracked</Badge>
      <Badge variant="destructive">Not saved</Badge>
      <Badge variant="outline">SR</Badge>
    </div>
  );
}
