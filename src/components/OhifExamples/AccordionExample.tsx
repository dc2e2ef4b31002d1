import React from 'react';
import {Accordion, AccordionContent, AccordionItem, AccordionTrigger} from '@ohif/ui-next';

export default function AccordionExample() {
  return (
    <Accordion type="multiple" defaultValue={['display']} className="w-72">
      <AccordionItem value="display">
        <AccordionTrigger>Display</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Fill and outline, 60% opacity.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="statistics">
        <AccordionTrigger>Statistics</AccordionTrigger>
        <AccordionContent className="text-muted-foreground">Volume, mean and max SUV per segment.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
