import React, {useState} from 'react';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  Icons,
} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Open menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={values.align as 'start' | 'center' | 'end'}>
        <DropdownMenuItem>Rename</DropdownMenuItem>
        <DropdownMenuItem disabled={values.state === 'one-disabled'}>Duplicate</DropdownMenuItem>
        <DropdownMenuItem>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function Usage() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Actions">
          <Icons.More />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => console.log('rename')}>Rename</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => console.log('delete')}>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The actions menu of a segmentation: items with icons, a submenu and a separator. */
export function SegmentationActions() {
  const [lastAction, setLastAction] = useState('none yet');
  return (
    <div className="flex items-center gap-3">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Segmentation actions">
            <Icons.More />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Segmentation</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => setLastAction('Rename')}>
            <Icons.Rename />
            <span className="pl-2">Rename</span>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Icons.Export />
              <span className="pl-2">Export</span>
            </DropdownMenuSubTrigger>
            <DropdownMenuPortal>
              <DropdownMenuSubContent>
                <DropdownMenuItem onSelect={() => setLastAction('Export DICOM SEG')}>DICOM SEG</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setLastAction('Export RTSTRUCT')}>DICOM RTSTRUCT</DropdownMenuItem>
              </DropdownMenuSubContent>
            </DropdownMenuPortal>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setLastAction('Delete')}>
            <Icons.Delete />
            <span className="pl-2">Delete</span>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="text-muted-foreground text-sm">Last action: {lastAction}</span>
    </div>
  );
}

/** Options that stay in the menu with a check mark: which columns a list shows. */
export function ViewOptions() {
  const [shown, setShown] = useState({description: true, modality: true, date: false});
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {(Object.keys(shown) as Array<keyof typeof shown>).map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={shown[column]}
            onCheckedChange={(checked: boolean) => setShown({...shown, [column]: checked})}
          >
            {column}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
