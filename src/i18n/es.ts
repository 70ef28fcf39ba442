import type { Messages } from './types.js';

/** Spanish messages. */
export const es: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Te digo qué controlador (SKU) vender para una unidad interior de aire acondicionado.',
  'help.ask':
    '*Pregunta con una marca y un modelo*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` para un solo tipo de controlador\n• `/controller` sin nada más abre los menús: tipo, marca, modelo',
  'help.elsewhere':
    '*En cualquier otro lugar de Slack*\n• En cualquier mensaje (un correo de un cliente, una incidencia), elige *Más acciones → Find controller*\n• Envíame un mensaje directo con una marca y un modelo\n• Mencióname en un canal y respondo en el hilo',
  'help.replies':
    'Las respuestas solo las ves tú hasta que pulses *Compartir en el canal*. `/controller help` muestra este mensaje.',
  'help.openMenus': 'Abrir los menús',

  'status.lookingUp': 'Buscando…',
  'status.error': 'Algo ha fallado por mi parte. Inténtalo de nuevo en un momento.',
  'status.more': '…y {count} más',

  'answer.controllers': 'Controlador a vender',
  'answer.protocol': 'Protocolo: {name}',
  'answer.closestMatch': 'Coincidencia más cercana a *{text}*: comprueba la denominación del modelo.',
  'answer.noRows': 'Ningún tipo de controlador de este mercado funciona con esta unidad.',
  'answer.warnings': 'Avisos',
  'answer.cooling': 'Refrigeración',
  'answer.heating': 'Calefacción',
  'answer.airflow': 'Caudal de aire',
  'answer.unitType': 'Unidad',
  'answer.additionalInfo': 'Información adicional',
  'answer.share': 'Compartir en el canal',

  'context.searched': 'Búsqueda: {text}',
  'context.market': 'Mercado {market}',
  'context.language': 'Idioma {language}',
  'context.stale': 'desde la caché, puede no estar al día',
  'context.sharedBy': 'Compartido por {user}',

  'choices.intro': 'Hay más de una unidad que coincide con *{text}*. ¿Cuál quieres decir?',

  'notFound.noBrand': 'No encuentro ninguna marca conocida en *{text}*.',
  'notFound.noModel': 'No encuentro ese modelo: *{text}*.',
  'notFound.noCompatibleType': 'Ningún tipo de controlador de este mercado funciona con *{text}*.',
  'notFound.emptyQuery': 'Dime una marca y un modelo, por ejemplo `/controller daikin ftxm25r`.',
  'notFound.suggestions': '¿Querías decir alguno de estos?',
  'notFound.hint':
    'Revisa la ortografía, o escribe `/controller` sin nada más para explorar marcas y modelos.',

  'typeNotOffered.intro': 'El tipo de controlador *{type}* no se ofrece en el mercado {market}.',
  'typeNotOffered.offered': 'Disponibles aquí: {types}',
  'typeNotOffered.none': 'Este mercado no ofrece ningún tipo de controlador.',

  'stillLearning.intro':
    'Todavía estoy leyendo el catálogo, así que aún no puedo encontrar *{text}* sin su marca. Añade la marca (por ejemplo `daikin ftxm25r`) o vuelve a intentarlo en un minuto.',

  'unavailable.timeout': 'El catálogo no ha respondido a tiempo. Inténtalo de nuevo en un momento.',
  'unavailable.unauthorized':
    'El catálogo ha rechazado nuestras credenciales. Avisa a quien gestiona esta aplicación.',
  'unavailable.rateLimited': 'El catálogo está ocupado ahora mismo. Inténtalo de nuevo en un minuto.',
  'unavailable.other': 'No se puede acceder al catálogo ahora mismo. Inténtalo de nuevo en un momento.',

  'menu.intro': 'Elige un tipo de controlador, después una marca y después un modelo.',
  'menu.type': 'Tipo de controlador',
  'menu.brand': 'Marca',
  'menu.model': 'Modelo',
  'menu.modelOfBrand': 'Modelo ({brand})',
  'menu.typePlaceholder': 'Elige un tipo',
  'menu.brandPlaceholder': 'Escribe para buscar marcas',
  'menu.modelPlaceholder': 'Escribe para buscar modelos',
  'menu.chooseBrandFirst': 'Elige primero una marca',
  'menu.noTypes': 'No se ofrece ningún tipo de controlador en el mercado {market}.',

  'shortcut.noText':
    'Ese mensaje no tiene texto que pueda leer. Prueba con `/controller daikin ftxm25r` con tu marca y modelo.',
  'shortcut.title': 'Buscar controlador',
  'shortcut.query': 'Marca y modelo',
  'shortcut.queryPlaceholder': 'p. ej. daikin ftxm25r',
  'shortcut.submit': 'Buscar',
  'shortcut.close': 'Cerrar',
};
