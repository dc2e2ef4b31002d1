import React, {useState} from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
} from '@ohif/ui-next';

export default function DialogExample() {
  const [description, setDescription] = useState('Liver lesions');
  const [exported, setExported] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary">Export segmentation</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Export segmentation</DialogTitle>
            <DialogDescription>Saves the segments as a new DICOM SEG series in this study.</DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor="seg-series-description">Series description</Label>
            <Input id="seg-series-description" value={description} onChange={(event) => setDescription(event.target.value)} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button onClick={() => setExported(description)}>Export</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p className="text-muted-foreground text-sm">{exported ? `Exported as "${exported}".` : 'Nothing exported yet.'}</p>
    </div>
  );
}
