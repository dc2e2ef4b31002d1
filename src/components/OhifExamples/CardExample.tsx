import React from 'react';
import {Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle} from '@ohif/ui-next';

export default function CardExample() {
  return (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>Hanging protocol</CardTitle>
        <CardDescription>How the viewer lays out this study.</CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground">Two by two grid, prior study on the right.</CardContent>
      <CardFooter className="gap-2">
        <Button>Apply</Button>
        <Button variant="secondary">Cancel</Button>
      </CardFooter>
    </Card>
  );
}
