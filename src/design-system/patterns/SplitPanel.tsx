import React, {useState} from 'react';
import {
  Button,
  Icons,
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
  ScrollArea,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@ohif/ui-next';

const SERIES = [
  {number: 1, description: 'Scout', images: 3},
  {number: 2, description: 'CT Chest 1.25 mm', images: 312},
  {number: 3, description: 'CT Chest lung kernel', images: 312},
  {number: 4, description: 'PET AC', images: 263},
  {number: 5, description: 'PET NAC', images: 263},
  {number: 6, description: 'Fused PET/CT', images: 263},
];

/**
 * The viewer's layout in small: a study browser and the viewport side by side, split by a
 * handle that resizes them by dragging or with the arrow keys.
 */
export default function SplitPanel() {
  const [sizes, setSizes] = useState([30, 70]);
  const [activeSeries, setActiveSeries] = useState(2);
  const series = SERIES.find((item) => item.number === activeSeries);

  return (
    <div className="space-y-2">
      <ResizablePanelGroup
        direction="horizontal"
        className="border-input bg-background h-72 rounded border"
        onLayout={setSizes}
      >
        <ResizablePanel defaultSize={30} minSize={20} maxSize={60}>
          <Tabs defaultValue="series" className="flex h-full flex-col">
            <TabsList className="m-1">
              <TabsTrigger value="series">Series</TabsTrigger>
              <TabsTrigger value="info">Study</TabsTrigger>
            </TabsList>
            <TabsContent value="series" className="min-h-0 flex-1">
              <ScrollArea className="h-full">
                <ul className="space-y-px p-1">
                  {SERIES.map((item) => (
                    <li key={item.number}>
                      <button
                        type="button"
                        aria-pressed={item.number === activeSeries}
                        onClick={() => setActiveSeries(item.number)}
                        className={`w-full rounded px-2 py-1.5 text-left ${
                          item.number === activeSeries
                            ? 'bg-popover text-highlight'
                            : 'bg-muted text-muted-foreground hover:bg-primary/20'
                        }`}
                      >
                        S{item.number} {item.description}
                        <span className="block text-xs">{item.images} images</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </ScrollArea>
            </TabsContent>
            <TabsContent value="info" className="text-muted-foreground p-2">
              PET/CT whole body, 14 March 2024, six series.
            </TabsContent>
          </Tabs>
        </ResizablePanel>
        <ResizableHandle withHandle aria-label="Resize study browser" />
        <ResizablePanel defaultSize={70} minSize={30}>
          <div className="flex h-full flex-col">
            <div className="border-input flex items-center gap-1 border-b p-1">
              <Button variant="ghost" size="icon" aria-label="Zoom">
                <Icons.ToolZoom />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Window level">
                <Icons.ToolWindowLevel />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Length">
                <Icons.ToolLength />
              </Button>
            </div>
            <div className="text-foreground flex flex-1 items-center justify-center bg-black">
              Viewport: S{series?.number} {series?.description}
            </div>
          </div>
        </ResizablePanel>
      </ResizablePanelGroup>
      <p className="text-muted-foreground text-sm" data-testid="split-sizes">
        Study browser {Math.round(sizes[0] ?? 0)}%, viewport {Math.round(sizes[1] ?? 0)}%
      </p>
    </div>
  );
}
