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

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <Dialog
      isDraggable={values.behaviour === 'draggable'}
      shouldCloseOnEsc={values.behaviour !== 'stays-open'}
      shouldCloseOnOverlayClick={values.behaviour !== 'stays-open'}
      showOverlay={values.overlay === 'on'}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">Open dialog</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete segmentation</DialogTitle>
          <DialogDescription>The segments and their statistics are removed from this study.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">Delete</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function Usage() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>What this dialog is for.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Export a segmentation: a field, then Cancel and Export in the footer. */
export function ExportSegmentation() {
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
            <Input
              id="seg-series-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
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
      <p className="text-muted-foreground text-sm">
        {exported ? `Exported as "${exported}".` : 'Nothing exported yet.'}
      </p>
    </div>
  );
}

/** A controlled dialog that the app opens itself, for example when a study is untracked. */
export function ControlledConfirmation() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Leave the study
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Keep tracked measurements?</DialogTitle>
            <DialogDescription>3 measurements of this study are not saved yet.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => (setAnswer('Discarded'), setOpen(false))}>
              Discard
            </Button>
            <Button onClick={() => (setAnswer('Kept'), setOpen(false))}>Keep</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p className="text-muted-foreground text-sm">{answer || 'No answer yet'}</p>
    </div>
  );
}
