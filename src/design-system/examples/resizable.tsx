import React, {useState} from 'react';
import {ResizableHandle, ResizablePanel, ResizablePanelGroup} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  const direction = values.direction as 'horizontal' | 'vertical';
  return (
    <ResizablePanelGroup key={direction} direction={direction} className="border-input h-40 max-w-md rounded border">
      <ResizablePanel defaultSize={40} minSize={20}>
        <div className="bg-muted flex h-full items-center justify-center">Panel</div>
      </ResizablePanel>
      <ResizableHandle withHandle={values.handle === 'grip'} aria-label="Resize the panels" />
      <ResizablePanel defaultSize={60} minSize={20}>
        <div className="flex h-full items-center justify-center">Viewport</div>
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}

export function Usage() {
  return (
    <ResizablePanelGroup direction="horizontal">
      <ResizablePanel defaultSize={30}>Left</ResizablePanel>
      <ResizableHandle aria-label="Resize" />
      <ResizablePanel defaultSize={70}>Right</ResizablePanel>
    </ResizablePanelGroup>
  );
}

/** A side panel next to the viewport, with the sizes reported back. */
export function SidePanelAndViewport() {
  const [sizes, setSizes] = useState([35, 65]);
  return (
    <div className="space-y-2">
      <ResizablePanelGroup
        direction="horizontal"
        className="border-input h-40 max-w-md rounded border"
        onLayout={setSizes}
      >
        <ResizablePanel defaultSize={35} minSize={20}>
          <div className="bg-muted flex h-full items-center justify-center">Study browser</div>
        </ResizablePanel>
        <ResizableHandle withHandle aria-label="Resize study browser" />
        <ResizablePanel defaultSize={65} minSize={30}>
          <div className="flex h-full items-center justify-center">Viewport</div>
        </ResizablePanel>
      </ResizablePanelGroup>
      <p className="text-muted-foreground text-sm">
        Left {Math.round(sizes[0] ?? 0)}%, right {Math.round(sizes[1] ?? 0)}%
      </p>
    </div>
  );
}

/** A list above its details, split vertically. */
export function ListAboveDetails() {
  return (
    <ResizablePanelGroup direction="vertical" className="border-input h-48 w-72 rounded border">
      <ResizablePanel defaultSize={60} minSize={25}>
        <div className="bg-muted h-full p-2">Segments</div>
      </ResizablePanel>
      <ResizableHandle aria-label="Resize the segment statistics" />
      <ResizablePanel defaultSize={40} minSize={20}>
        <div className="h-full p-2">Statistics of the selected segment</div>
      </ResizablePanel>
    </ResizablePanelGroup>
  );
}
