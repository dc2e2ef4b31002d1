import React, {useState} from 'react';
import {Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>Hanging protocol</CardTitle>
        {values.parts !== 'title-only' && <CardDescription>How the viewer lays out this study.</CardDescription>}
      </CardHeader>
      {values.parts !== 'title-only' && (
        <CardContent className="text-muted-foreground">Two by two grid, prior study on the right.</CardContent>
      )}
      {values.parts === 'full' && (
        <CardFooter className="gap-2">
          <Button>Apply</Button>
          <Button variant="secondary">Cancel</Button>
        </CardFooter>
      )}
    </Card>
  );
}

export function Usage() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Title</CardTitle>
        <CardDescription>One sentence about it.</CardDescription>
      </CardHeader>
      <CardContent>Content</CardContent>
    </Card>
  );
}

/** A choice presented as a card with its action, like a layout preset. */
export function ProtocolChoice() {
  const [applied, setApplied] = useState(false);
  return (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>Compare with prior</CardTitle>
        <CardDescription>Current study on the left, the most recent prior on the right.</CardDescription>
      </CardHeader>
      <CardFooter className="gap-2">
        <Button onClick={() => setApplied(true)} disabled={applied}>
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Summary figures of a study in one card, for an extension's overview panel. */
export function StudyFigures() {
  return (
    <Card className="w-72">
      <CardHeader className="p-4">
        <CardTitle>CT CHEST W CONTRAST</CardTitle>
        <CardDescription>2024-03-14, 4 series</CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground p-4 pt-0 text-sm">
        <p>12 measurements, 2 segmentations</p>
      </CardContent>
    </Card>
  );
}
