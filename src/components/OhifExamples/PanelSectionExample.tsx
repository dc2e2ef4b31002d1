import React from 'react';
import {Button, Icons, PanelSection} from '@ohif/ui-next';

export default function PanelSectionExample() {
  return (
    <div className="w-64">
      <PanelSection>
        <PanelSection.Header>Segmentation tools</PanelSection.Header>
        <PanelSection.Content>
          <div className="bg-muted flex gap-1 p-2">
            <Button variant="ghost" size="icon" aria-label="Brush">
              <Icons.ToolBrush />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Eraser">
              <Icons.ToolEraser />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Threshold">
              <Icons.ToolThreshold />
            </Button>
          </div>
        </PanelSection.Content>
      </PanelSection>
      <PanelSection defaultOpen={false}>
        <PanelSection.Header>Closed at first</PanelSection.Header>
        <PanelSection.Content>
          <p className="bg-muted text-muted-foreground p-2">Content of the second section.</p>
        </PanelSection.Content>
      </PanelSection>
    </div>
  );
}
