import React from 'react';
import {Button, Icons, PanelSection} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="w-64">
      <PanelSection key={values.open} defaultOpen={values.open === 'open'}>
        <PanelSection.Header>Segmentation tools</PanelSection.Header>
        <PanelSection.Content>
          <p className="bg-muted text-muted-foreground p-2">Brush, eraser and threshold.</p>
        </PanelSection.Content>
      </PanelSection>
    </div>
  );
}

export function Usage() {
  return (
    <PanelSection>
      <PanelSection.Header>Measurements</PanelSection.Header>
      <PanelSection.Content>List of measurements</PanelSection.Content>
    </PanelSection>
  );
}

/** The tools block of the segmentation panel: icon buttons inside a section. */
export function ToolsSection() {
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
    </div>
  );
}

/** Stacked sections of one panel, the second folded at first. */
export function StackedSections() {
  return (
    <div className="w-64">
      <PanelSection>
        <PanelSection.Header>Measurements (3)</PanelSection.Header>
        <PanelSection.Content>
          <p className="bg-muted text-muted-foreground p-2">Lesion A, Lesion B, Node 1</p>
        </PanelSection.Content>
      </PanelSection>
      <PanelSection defaultOpen={false}>
        <PanelSection.Header>Additional findings</PanelSection.Header>
        <PanelSection.Content>
          <p className="bg-muted text-muted-foreground p-2">Arrow annotations and text.</p>
        </PanelSection.Content>
      </PanelSection>
    </div>
  );
}
