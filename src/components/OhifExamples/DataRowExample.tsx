import React, {useState} from 'react';
import {DataRow, TooltipProvider} from '@ohif/ui-next';

type Segment = {id: number; title: string; colorHex: string; isVisible: boolean; isLocked: boolean};

const INITIAL: Segment[] = [
  {id: 1, title: 'Liver', colorHex: '#dd6e4a', isVisible: true, isLocked: false},
  {id: 2, title: 'Spleen', colorHex: '#5dc180', isVisible: true, isLocked: true},
  {id: 3, title: 'Left kidney', colorHex: '#e0c45c', isVisible: false, isLocked: false},
];

export default function DataRowExample() {
  const [segments, setSegments] = useState(INITIAL);
  const [selectedId, setSelectedId] = useState<number | null>(1);
  const update = (id: number, change: Partial<Segment>) =>
    setSegments((all) => all.map((segment) => (segment.id === id ? {...segment, ...change} : segment)));

  return (
    <TooltipProvider>
      <div className="w-72 space-y-px">
        {segments.map((segment, index) => (
          <DataRow
            key={segment.id}
            number={index + 1}
            title={segment.title}
            colorHex={segment.colorHex}
            details={{primary: [`Volume ${(index + 1) * 42.5} mL`], secondary: []}}
            isSelected={selectedId === segment.id}
            onSelect={() => setSelectedId(segment.id)}
            isVisible={segment.isVisible}
            onToggleVisibility={() => update(segment.id, {isVisible: !segment.isVisible})}
            isLocked={segment.isLocked}
            onToggleLocked={() => update(segment.id, {isLocked: !segment.isLocked})}
            onRename={() => update(segment.id, {title: `${segment.title} (renamed)`})}
            onDelete={() => setSegments((all) => all.filter((item) => item.id !== segment.id))}
            onColor={() => update(segment.id, {colorHex: '#4aa3df'})}
          >
            {segment.isLocked && <DataRow.Status.Info tooltip="Locked segments cannot be edited" />}
          </DataRow>
        ))}
      </div>
    </TooltipProvider>
  );
}
