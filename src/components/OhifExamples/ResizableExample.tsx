import React, {useState} from 'react';
import {ResizableHandle, ResizablePanel, ResizablePanelGroup} from '@ohif/ui-next';

export default function ResizableExample() {
  const [sizes, setSizes] = useState([35, 65]);
  return (
    <div className="space-y-2">
      <ResizablePanelGroup direction="horizontal" className="border-input h-40 rounded border" onLayout={setSizes}>
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
