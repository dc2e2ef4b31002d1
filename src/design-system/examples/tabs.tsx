import React, {useState} from 'react';
import {Icons, Tabs, TabsContent, TabsList, TabsTrigger} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  const iconOnly = values.labels === 'icons';
  return (
    <Tabs defaultValue="fill" className="w-72">
      <TabsList aria-label="Segment display">
        <TabsTrigger value="fill" aria-label={iconOnly ? 'Fill' : undefined}>
          {iconOnly ? <Icons.DisplayFillOnly /> : 'Fill'}
        </TabsTrigger>
        <TabsTrigger value="outline" aria-label={iconOnly ? 'Outline' : undefined}>
          {iconOnly ? <Icons.DisplayOutlineOnly /> : 'Outline'}
        </TabsTrigger>
        <TabsTrigger
          value="both"
          disabled={values.state === 'one-disabled'}
          aria-label={iconOnly ? 'Fill and outline' : undefined}
        >
          {iconOnly ? <Icons.DisplayFillAndOutline /> : 'Both'}
        </TabsTrigger>
      </TabsList>
      {/* Every trigger points at its content (aria-controls), so each value has one. */}
      <TabsContent value="fill" className="text-muted-foreground p-2 text-sm">
        Segments are filled.
      </TabsContent>
      <TabsContent value="outline" className="text-muted-foreground p-2 text-sm">
        Segments are outlined.
      </TabsContent>
      <TabsContent value="both" className="text-muted-foreground p-2 text-sm">
        Segments are filled and outlined.
      </TabsContent>
    </Tabs>
  );
}

export function Usage() {
  return (
    <Tabs defaultValue="studies">
      <TabsList aria-label="Panel views">
        <TabsTrigger value="studies">Studies</TabsTrigger>
        <TabsTrigger value="series">Series</TabsTrigger>
      </TabsList>
      <TabsContent value="studies">Study list</TabsContent>
      <TabsContent value="series">Series list</TabsContent>
    </Tabs>
  );
}

/** The study browser's switch between primary, recent and all studies. */
export function StudyBrowserTabs() {
  return (
    <Tabs defaultValue="primary" className="w-72">
      <TabsList aria-label="Studies to show">
        <TabsTrigger value="primary">Primary</TabsTrigger>
        <TabsTrigger value="recent">Recent</TabsTrigger>
        <TabsTrigger value="all">All</TabsTrigger>
      </TabsList>
      <TabsContent value="primary" className="text-muted-foreground p-2 text-sm">
        CT CHEST 2024-03-02: 4 series
      </TabsContent>
      <TabsContent value="recent" className="text-muted-foreground p-2 text-sm">
        CT CHEST 2023-11-20: 3 series
      </TabsContent>
      <TabsContent value="all" className="text-muted-foreground p-2 text-sm">
        7 studies of this patient
      </TabsContent>
    </Tabs>
  );
}

/** Icon-only tabs that pick how segments are drawn; each tab is named for screen readers. */
export function DisplayModeTabs() {
  const [mode, setMode] = useState('fill-outline');
  return (
    <div className="w-72">
      <Tabs value={mode} onValueChange={setMode}>
        <TabsList aria-label="Segment display">
          <TabsTrigger value="fill-outline" aria-label="Fill and outline">
            <Icons.DisplayFillAndOutline />
          </TabsTrigger>
          <TabsTrigger value="outline" aria-label="Outline only">
            <Icons.DisplayOutlineOnly />
          </TabsTrigger>
          <TabsTrigger value="fill" aria-label="Fill only">
            <Icons.DisplayFillOnly />
          </TabsTrigger>
        </TabsList>
        {['fill-outline', 'outline', 'fill'].map((value) => (
          <TabsContent key={value} value={value} className="text-muted-foreground p-2 text-sm">
            Showing: {value}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** A tool option as a segmented control: the option's name on the left, its choices as tabs on the right. */
export function ToolOptionRow() {
  const [shape, setShape] = useState('circle');
  return (
    <Tabs value={shape} onValueChange={setShape} className="w-72">
      <div className="flex items-center justify-between text-sm">
        <span id="brush-shape">Brush shape</span>
        <TabsList aria-labelledby="brush-shape" className="inline-flex space-x-1">
          <TabsTrigger value="circle">Circle</TabsTrigger>
          <TabsTrigger value="sphere">Sphere</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="circle" className="text-muted-foreground pt-2 text-sm">
        Paints on the current slice only.
      </TabsContent>
      <TabsContent value="sphere" className="text-muted-foreground pt-2 text-sm">
        Paints through the neighbouring slices too.
      </TabsContent>
    </Tabs>
  );
}

const LAYERS = [
  {modality: 'CT', colormap: 'Grayscale'},
  {modality: 'PT', colormap: 'Hot iron'},
];

/** A fused viewport has one layer per modality: tabs named by modality pick the layer a setting applies to. */
export function LayerTabs() {
  const [layer, setLayer] = useState('1');
  return (
    <Tabs value={layer} onValueChange={setLayer} className="w-60">
      <TabsList aria-label="Layer">
        {LAYERS.map(({modality}, index) => (
          <TabsTrigger key={modality} value={String(index)}>
            {modality}
          </TabsTrigger>
        ))}
      </TabsList>
      {LAYERS.map(({modality, colormap}, index) => (
        <TabsContent key={modality} value={String(index)} className="text-muted-foreground p-2 text-sm">
          Colormap of the {modality} layer: {colormap}
        </TabsContent>
      ))}
    </Tabs>
  );
}
