/**
 * The columns of a list's header row, by their words in the app's six languages, compared without
 * case or accents. The first role found in a cell wins, quantity first, so "Unit qty" is a quantity
 * and "Indoor unit model" a model.
 */
import { stripDiacritics } from '../matching/normalise.js';

export type ColumnRole = 'quantity' | 'brand' | 'model' | 'number';

const roleWords: readonly [ColumnRole, readonly string[]][] = [
  [
    'quantity',
    [
      'qty',
      'qte',
      'quantity',
      'quantities',
      'quantite',
      'quantites',
      'cantidad',
      'cantidades',
      'cant',
      'uds',
      'unidades',
      'units',
      'unites',
      'pcs',
      'pieces',
      'nombre',
      'nbre',
      'count',
      'amount',
      'quantita',
      'qta',
      'pezzi',
      'pz',
      'quantidade',
      'qtd',
      'qtde',
      'pecas',
      'menge',
      'anzahl',
      'stk',
      'stuck',
      'stueck',
    ],
  ],
  [
    'brand',
    [
      'brand',
      'brands',
      'make',
      'manufacturer',
      'marca',
      'fabricante',
      'marque',
      'fabricant',
      'produttore',
      'marke',
      'hersteller',
    ],
  ],
  [
    'model',
    [
      'model',
      'models',
      'modelo',
      'modelos',
      'modele',
      'modeles',
      'unit',
      'unidad',
      'unite',
      'equipo',
      'equipment',
      'reference',
      'referencia',
      'ref',
      'designation',
      'designacion',
      'description',
      'descripcion',
      'modello',
      'modelli',
      'riferimento',
      'designazione',
      'descrizione',
      'unidade',
      'designacao',
      'descricao',
      'modell',
      'modelle',
      'geraet',
      'bezeichnung',
      'beschreibung',
    ],
  ],
  [
    'number',
    [
      'no',
      'nr',
      'num',
      'item',
      'line',
      'linea',
      'ligne',
      'riga',
      'linha',
      'zeile',
      'pos',
      'position',
      'posicion',
      'n',
      'nº',
      'n°',
    ],
  ],
];

const wordsOf = (cell: string): string[] =>
  stripDiacritics(cell)
    .toLowerCase()
    .split(/[^a-z0-9º°]+/)
    .filter(Boolean);

/** The role a header cell names, if any. A `#` alone is a line number. */
export function columnRole(cell: string): ColumnRole | undefined {
  if (cell.trim() === '#') return 'number';
  const words = wordsOf(cell);
  if (words.length === 0 || words.length > 4) return undefined;
  for (const [role, list] of roleWords) if (words.some((word) => list.includes(word))) return role;
  return undefined;
}

/** Positions of each role in a header row; a role named twice keeps its first column. */
export interface Columns {
  quantity?: number;
  brand?: number;
  model?: number;
  number?: number;
}

/** The header's columns, or undefined when the row is not a header (no model and no quantity column). */
export function headerColumns(cells: readonly string[]): Columns | undefined {
  const columns: Columns = {};
  cells.forEach((cell, index) => {
    const role = columnRole(cell);
    if (role !== undefined && columns[role] === undefined) columns[role] = index;
  });
  return columns.model !== undefined || columns.quantity !== undefined ? columns : undefined;
}
