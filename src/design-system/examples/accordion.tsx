import React from 'react';
import {Accordion, AccordionContent, AccordionItem, AccordionTrigger} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  const multiple = values.type === 'multiple';
  const items = (
    <>
      <AccordionItem value="display">
        <AccordionTrigger>Display</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Fill and outline, 60% opacity.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="statistics">
        <AccordionTrigger>Statistics</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Volume, mean and max SUV per segment.</AccordionContent>
      </AccordionItem>
    </>
  );
  return multiple ? (
    <Accordion key="multiple" type="multiple" defaultValue={['display']} className="w-72">
      {items}
    </Accordion>
  ) : (
    <Accordion key="single" type="single" collapsible defaultValue="display" className="w-72">
      {items}
    </Accordion>
  );
}

export function Usage() {
  return (
    <Accordion type="single" collapsible defaultValue="display">
      <AccordionItem value="display">
        <AccordionTrigger>Display</AccordionTrigger>
        <AccordionContent>Display settings</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

/** Groups of measurements by study, several open at once. */
export function MeasurementsByStudy() {
  return (
    <Accordion type="multiple" defaultValue={['current']} className="w-72">
      <AccordionItem value="current">
        <AccordionTrigger>Current study (3)</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Lesion A, Lesion B, Node 1</AccordionContent>
      </AccordionItem>
      <AccordionItem value="prior">
        <AccordionTrigger>Prior study, 2023-11-20 (2)</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Lesion A, Lesion B</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

/** Settings of a segmentation, one group open at a time. */
export function SettingsOneAtATime() {
  return (
    <Accordion type="single" collapsible className="w-72">
      <AccordionItem value="appearance">
        <AccordionTrigger>Appearance</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">
          Opacity, border, fill of inactive segments.
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="export">
        <AccordionTrigger>Export</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">DICOM SEG or RTSTRUCT.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
