import React, {useState} from 'react';
import {Button, Icons} from '@ohif/ui-next';

const VARIANTS = ['default', 'secondary', 'ghost', 'link', 'outline', 'destructive'] as const;
const SIZES = ['sm', 'default', 'lg'] as const;

export default function ButtonExample() {
  const [clicks, setClicks] = useState(0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} onClick={() => setClicks(clicks + 1)}>
            {variant}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {SIZES.map((size) => (
          <Button key={size} size={size} variant="secondary">
            size {size}
          </Button>
        ))}
        <Button size="icon" variant="ghost" aria-label="Add segment">
          <Icons.Add />
        </Button>
        <Button disabled>Disabled</Button>
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
      </p>
    </div>
  );
}
