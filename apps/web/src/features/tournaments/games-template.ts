import { GAMES_TEMPLATE_COLUMNS } from '@sideline/shared';

const SAMPLE_ROWS = [
  ['2026-06-13', '8:00 AM', 'Tampa Tides 12U', 'Clearwater Comets 12U', 'Field 1', 'Pool Play', ''],
  [
    '2026-06-13',
    '10:00 AM',
    'Brandon Bolts 12U',
    'Lakeland Lightning 12U',
    'Field 2',
    'Pool Play',
    'Stream to the parents',
  ],
  [
    '2026-06-14',
    '1:00 PM',
    'Winner Game 1',
    'Winner Game 2',
    'Championship Field',
    'Championship',
    'Scoreboard and stream',
  ],
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The games template (spec doc 2's columns) as a CSV download link's address. */
export function gamesTemplateUrl(): string {
  const lines = [GAMES_TEMPLATE_COLUMNS, ...SAMPLE_ROWS].map((row) => row.map(csvCell).join(','));
  return URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }));
}
