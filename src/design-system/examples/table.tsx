import React, {useState} from 'react';
import {Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow} from '@ohif/ui-next';

const STUDIES = [
  {uid: '1', patient: 'Anonymous 1', date: '2024-03-14', modality: 'CT', description: 'CT CHEST W CONTRAST', series: 4},
  {
    uid: '2',
    patient: 'Anonymous 2',
    date: '2024-02-02',
    modality: 'PT/CT',
    description: 'PET/CT WHOLE BODY',
    series: 6,
  },
  {uid: '3', patient: 'Anonymous 3', date: '2023-11-20', modality: 'MR', description: 'MR BRAIN', series: 9},
];

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="max-w-lg">
      <Table noScroll={values.scroll === 'no-scroll'}>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Modality</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {STUDIES.map((study, index) => (
            <TableRow
              key={study.uid}
              data-state={values.selection === 'one-selected' && index === 1 ? 'selected' : undefined}
            >
              <TableCell>{study.date}</TableCell>
              <TableCell>{study.modality}</TableCell>
              <TableCell>{study.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function Usage() {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Tag</TableHead>
          <TableHead>Value</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>(0008,0060) Modality</TableCell>
          <TableCell>CT</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** A study list: click a row to select it; the selected row keeps its highlight. */
export function StudyRows() {
  const [selected, setSelected] = useState('1');
  return (
    <div className="max-w-xl space-y-2">
      <Table>
        <TableCaption>Studies on the server</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Patient</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Series</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {STUDIES.map((study) => (
            <TableRow
              key={study.uid}
              data-state={selected === study.uid ? 'selected' : undefined}
              onClick={() => setSelected(study.uid)}
            >
              <TableCell>
                <button type="button" className="text-left" onClick={() => setSelected(study.uid)}>
                  {study.patient}
                </button>
              </TableCell>
              <TableCell>{study.date}</TableCell>
              <TableCell>{study.description}</TableCell>
              <TableCell className="text-right">{study.series}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-muted-foreground text-sm">
        Selected: {STUDIES.find((study) => study.uid === selected)?.description}
      </p>
    </div>
  );
}

/** Segment statistics with a total in the footer. */
export function StatisticsWithTotal() {
  const rows = [
    {segment: 'Lesion 1', volume: 12.4},
    {segment: 'Lesion 2', volume: 31.9},
  ];
  return (
    <div className="max-w-sm">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Segment</TableHead>
            <TableHead className="text-right">Volume (mL)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.segment}>
              <TableCell>{row.segment}</TableCell>
              <TableCell className="text-right">{row.volume.toFixed(1)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell className="text-right">{rows.reduce((sum, row) => sum + row.volume, 0).toFixed(1)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
