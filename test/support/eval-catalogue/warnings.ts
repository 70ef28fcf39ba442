/**
 * Warnings of the evaluation catalogue, one of each shape the catalogue API serves (a string,
 * `{message}`, `{title, text}`, `{code, description}`), in English, Spanish and French.
 */
import { localized as l, type SampleWarning } from '../../../src/catalogue/sample/catalogue.js';

export const evalWarnings = (): SampleWarning[] => [
  {
    shape: 'code',
    code: 'EV7',
    text: l(
      'Indoor unit board revision C or later only.',
      'Solo placa de unidad interior revisión C o posterior.',
      'Carte de l’unité intérieure révision C ou ultérieure uniquement.',
    ),
  },
  {
    shape: 'message',
    text: l(
      'Not together with the maker’s central controller.',
      'No junto con el control central del fabricante.',
      'Pas avec la commande centralisée du fabricant.',
    ),
  },
  {
    shape: 'title_text',
    title: l('Wiring', 'Cableado', 'Câblage'),
    text: l(
      'Connect to the indoor unit’s CN-bus port, not to the remote-control terminals.',
      'Conectar al puerto CN-bus de la unidad interior, no a los bornes del mando.',
      'Raccorder au port CN-bus de l’unité intérieure, pas aux bornes de la télécommande.',
    ),
  },
  {
    shape: 'string',
    text: l(
      'Fan speed limited to three steps.',
      'Velocidad del ventilador limitada a tres pasos.',
      'Vitesse du ventilateur limitée à trois paliers.',
    ),
  },
];
