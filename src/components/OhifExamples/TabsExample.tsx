import React from 'react';
import {Tabs, TabsContent, TabsList, TabsTrigger} from '@ohif/ui-next';

export default function TabsExample() {
  return (
    <Tabs defaultValue="segments" className="w-72">
      <TabsList>
        <TabsTrigger value="segments">Segments</TabsTrigger>
        <TabsTrigger value="measurements">Measurements</TabsTrigger>
        <TabsTrigger value="studies">Studies</TabsTrigger>
      </TabsList>
      <TabsContent value="segments" className="text-muted-foreground p-2">
        Three segments in the active segmentation.
      </TabsContent>
      <TabsContent value="measurements" className="text-muted-foreground p-2">
        Two tracked measurements.
      </TabsContent>
      <TabsContent value="studies" className="text-muted-foreground p-2">
        One study, four series.
      </TabsContent>
    </Tabs>
  );
}
