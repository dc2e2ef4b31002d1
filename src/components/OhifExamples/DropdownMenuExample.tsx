import React, {useState} from 'react';
import {
  Button,
  DropdownMenu,
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

export default function DropdownMenuExample() {
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
