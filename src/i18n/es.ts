import type { Messages } from './types.js';

/** Spanish messages. */
export const es: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Te digo qué controlador (SKU) vender para una unidad interior de aire acondicionado.',
  'help.ask':
    '*Pregunta con una marca y un modelo*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` para un solo tipo de controlador\n• `/controller` sin nada más abre los menús: tipo, marca, modelo\n• `/controller` y la referencia (SKU) de un controlador: las unidades a las que sirve',
  'help.elsewhere':
    '*En cualquier otro lugar de Slack*\n• En cualquier mensaje (un correo de un cliente, una incidencia), elige *Más acciones → Find controller*\n• Envíame un mensaje directo con una marca y un modelo\n• Mencióname en un canal y respondo en el hilo',
  'help.lists':
    '*Listas de unidades*\n• Pega una lista en un mensaje directo o una mención, una unidad por línea (también filas de una hoja de cálculo), o comparte un archivo `.csv`, `.tsv`, `.txt` o `.xlsx`\n• `/controller list` abre un cuadro para pegarla\n• Recibes los recuentos y un archivo CSV: la referencia de cada línea y la cantidad total por referencia. Añade un tipo como `wifi` para una referencia por línea',
  'help.replies':
    'Las respuestas solo las ves tú hasta que pulses *Compartir en el canal*. `/controller help` muestra este mensaje.',
  'help.openMenus': 'Abrir los menús',
  'help.settings':
    '*Mercados e idiomas*\n• `/controller settings` elige tu mercado, tu idioma y tu tipo de controlador por defecto (también en mi pestaña *Inicio*)\n• Añade `market:{market}` o `lang:en` en cualquier parte de una pregunta para cambiarlos solo para esa pregunta, p. ej. `/controller daikin ftxm25r market:{market} lang:en`\n• Mercados: {markets}',

  'status.lookingUp': 'Buscando…',
  'status.error': 'Algo ha fallado por mi parte. Inténtalo de nuevo en un momento.',
  'status.more': '…y {count} más',
  'format.labelled': '{label}: {value}',

  'answer.controllers': 'Controlador a vender para {unit}',
  'answer.protocol': 'Protocolo: {name}',
  'answer.closestMatch': 'Coincidencia más cercana a *{text}*: comprueba la denominación del modelo.',
  'answer.differentUnit': 'Pediste *{asked}*; esta es *{unit}*, otra unidad.',
  'answer.noRows': 'Ningún tipo de controlador de este mercado funciona con esta unidad.',
  'answer.variants': {
    one: 'Los mismos controladores para esta variante.',
    other: 'Los mismos controladores para cada una de estas {count} variantes.',
  },
  'answer.cooling': 'Refrigeración',
  'answer.heating': 'Calefacción',
  'answer.airflow': 'Caudal de aire',
  'answer.additionalInfo': 'Información adicional',
  'answer.share': 'Compartir en el canal',

  'context.searched': 'Búsqueda: {text}',
  'context.market': 'Mercado {market}',
  'context.language': 'Idioma {language}',
  'context.stale': 'desde la caché, puede no estar al día',
  'context.contentFallback':
    'El catálogo no tiene contenido en español para el mercado {market}: sus nombres y notas están en {content}.',
  'context.sharedBy': 'Compartido por {user}',

  'choices.intro': {
    one: '*{text}* coincide con esta unidad. ¿Es la que quieres decir?',
    other: '{count} unidades coinciden con *{text}*. ¿Cuál quieres decir?',
  },
  'choices.series': {
    one: '{count} unidad de {brand} empieza por *{text}*. ¿Es la que quieres decir?',
    other: '{count} unidades de {brand} empiezan por *{text}*. ¿Cuál quieres decir?',
  },
  'choices.more': {
    one: 'Falta {count} en la lista: escribe más del código o abre los menús.',
    other: 'Faltan {count} en la lista: escribe más del código o abre los menús.',
  },
  'choices.sameControllers': 'Estas unidades llevan los mismos controladores, sea cual sea:',
  'choices.warningsDiffer': 'Sus avisos son distintos: elige la tuya para verlos.',
  'choices.noController': 'sin controlador en este mercado',

  'several.intro': {
    one: 'Tu pregunta nombra {count} unidad:',
    other: 'Tu pregunta nombra {count} unidades; cada una tiene su respuesta abajo:',
  },
  'several.more': {
    one: 'Nombras {count} unidad más: envía las unidades como lista (una por línea, o un archivo) para tenerlas todas, con un CSV.',
    other:
      'Nombras {count} unidades más: envía las unidades como lista (una por línea, o un archivo) para tenerlas todas, con un CSV.',
  },

  'notFound.noBrand': 'No encuentro ninguna marca conocida en *{text}*.',
  'notFound.noModel':
    'No encuentro *{text}* entre las unidades con controlador en el mercado {market}. La unidad puede existir sin controlador aquí, o el código puede estar mal escrito.',
  'notFound.noCompatibleType': 'Ningún tipo de controlador de este mercado funciona con *{text}*.',
  'notFound.emptyQuery': 'Dime una marca y un modelo, por ejemplo `/controller daikin ftxm25r`.',
  'notFound.suggestions':
    'Otras unidades con un código parecido. Cada una es una unidad distinta de la que pediste:',
  'notFound.hint':
    'Revisa la ortografía, o escribe `/controller` sin nada más para explorar marcas y modelos.',

  'typeNotOffered.intro': '*{type}* no se ofrece en el mercado {market}.',
  'typeNotOffered.offered': 'Disponibles aquí: {types}',
  'typeNotOffered.none': 'Este mercado no ofrece ningún tipo de controlador.',

  'otherMarkets.intro':
    '*{unit}* se vende en {markets}, no en {market}: aquí no hay controlador que vender para ella.',
  'otherMarkets.ask': 'Para preguntar allí, añade el mercado a tu pregunta: `{example}`',
  'whichModel.intro': '¿Qué modelo de *{brands}*? Elígelo abajo o escribe la marca con el código del modelo.',

  'stillLearning.intro':
    'Todavía estoy leyendo el catálogo, así que aún no puedo encontrar *{text}* sin su marca. Añade la marca (por ejemplo `daikin ftxm25r`) o vuelve a intentarlo en un minuto.',

  'unavailable.timeout': 'El catálogo no ha respondido a tiempo. Inténtalo de nuevo en un momento.',
  'unavailable.unauthorized':
    'El catálogo ha rechazado nuestras credenciales. Avisa a quien gestiona esta aplicación.',
  'unavailable.rateLimited': 'El catálogo está ocupado ahora mismo. Inténtalo de nuevo en un minuto.',
  'unavailable.rejected':
    'El catálogo no ha aceptado el mercado {market} con el idioma {locale}. Avisa a quien gestiona esta aplicación.',
  'unavailable.other': 'No se puede acceder al catálogo ahora mismo. Inténtalo de nuevo en un momento.',

  'menu.intro': 'Elige un tipo de controlador, después una marca y después un modelo.',
  'menu.type': 'Tipo de controlador',
  'menu.allTypes': 'Todos los tipos',
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

  'override.unknownMarket':
    'El mercado *{market}* no está habilitado aquí. Mercados que puedes usar: {markets}.',
  'override.unknownLanguage':
    'El idioma *{language}* no está disponible aquí. Idiomas que puedes usar: {languages}.',

  'settings.title': 'Ajustes',
  'settings.submit': 'Guardar',
  'settings.cancel': 'Cancelar',
  'settings.intro': 'Elige tu mercado, tu idioma y un tipo de controlador por defecto.',
  'settings.open': 'Cambiar ajustes',
  'settings.market': 'Mercado',
  'settings.marketHint': 'El catálogo que responde: sus tipos de controlador, unidades y SKU.',
  'settings.language': 'Idioma',
  'settings.languageHint': 'Idioma de mis mensajes y de los nombres y descripciones del catálogo.',
  'settings.languageAuto': 'Automático (mi idioma de Slack)',
  'settings.defaultType': 'Tipo de controlador por defecto',
  'settings.defaultTypeHint': 'Se usa cuando una pregunta no indica ningún tipo de controlador.',
  'settings.defaultTypeNone': 'Ninguno (todos los tipos)',
  'settings.typesUnavailable': 'No se han podido cargar ahora los tipos de controlador del mercado {market}.',
  'settings.typeNotInMarket': 'El mercado {market} no ofrece este tipo de controlador. Elige otro o Ninguno.',
  'settings.typesUnchecked':
    'No se han podido comprobar ahora los tipos de controlador del mercado {market}. Elige Ninguno o vuelve a intentarlo.',
  'settings.unknownMarket': 'Elige uno de los mercados de la lista.',
  'settings.tip': '¿Solo una pregunta en otro mercado o idioma? Añádele `market:{market}` o `lang:en`.',
  'settings.saved':
    'Ajustes guardados: mercado *{market}*, idioma *{language}*, tipo de controlador por defecto *{type}*.',
  'settings.saveFailed': 'No he podido guardar tus ajustes. Inténtalo de nuevo en un momento.',

  'home.settings': '*Tus ajustes*',
  'home.market': 'Mercado: *{market}*',
  'home.language': 'Idioma: *{language}*',
  'home.languageAuto': 'Automático, ahora {language}',
  'home.defaultType': 'Tipo de controlador por defecto: *{type}*',
  'home.recent': '*Tus últimas búsquedas*',
  'home.noRecent': 'Todavía no hay búsquedas. Prueba con `/controller daikin ftxm25r`.',
  'home.howTo': '*Cómo preguntar*',

  'recent.choices': { one: '{count} unidad posible', other: '{count} unidades posibles' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKU' },
  'recent.notFound': 'no encontrado',
  'recent.typeNotOffered': '{type} no ofrecido',
  'recent.stillLearning': 'catálogo aún cargando',
  'recent.unavailable': 'catálogo no disponible',
  'recent.whichModel': '¿qué modelo de {brands}?',
  'recent.otherMarkets': 'solo se vende en {markets}',
  'recent.photoNoModel': 'ningún modelo leído en la foto',
  'recent.photoUnread': 'foto no leída',

  'list.csv.line': 'Línea',
  'list.csv.typed': 'Texto original',
  'list.csv.quantity': 'Cantidad',
  'list.csv.brand': 'Marca',
  'list.csv.model': 'Modelo',
  'list.csv.type': 'Tipo de controlador',
  'list.csv.sku': 'Referencia (SKU)',
  'list.csv.status': 'Estado',
  'list.csv.candidates': 'Candidatos',
  'list.csv.warnings': 'Avisos',
  'list.csv.summary': 'Resumen del pedido',
  'list.csv.summary.sku': 'Referencia (SKU)',
  'list.csv.summary.type': 'Tipo de controlador',
  'list.csv.summary.total': 'Cantidad total',
  'list.csv.summary.lines': 'Líneas',
  'list.csv.status.answered': 'respondida',
  'list.csv.status.check': 'revisar',
  'list.csv.status.choose': 'elegir',
  'list.csv.status.notFound': 'no encontrada',
  'list.csv.status.notSold': 'no vendida en este mercado',
  'list.csv.status.unavailable': 'sin respuesta del catálogo',
  'list.warn.closest': 'Coincidencia más cercana a lo escrito: revisa el modelo',
  'list.warn.nearest': 'Más cercanos: {units}',
  'list.warn.typeNotOffered': '{type} no se ofrece en el mercado {market}',
  'list.warn.unavailable': 'El catálogo no respondió: vuelve a buscar esta línea',
  'list.title': { one: 'Lista de {count} unidad', other: 'Lista de {count} unidades' },
  'list.working': {
    one: 'Buscando tu lista de {count} unidad…',
    other: 'Buscando tu lista de {count} unidades…',
  },
  'list.progress': 'Buscadas {done} de {total}…',
  'list.counts.answered': { one: '{count} respondida', other: '{count} respondidas' },
  'list.counts.check': { other: '{count} para revisar (coincidencia más cercana)' },
  'list.counts.choose': { other: '{count} para elegir' },
  'list.counts.notFound': { one: '{count} no encontrada', other: '{count} no encontradas' },
  'list.counts.notSold': {
    one: '{count} no vendida en este mercado',
    other: '{count} no vendidas en este mercado',
  },
  'list.counts.unavailable': '{count} sin respuesta del catálogo',
  'list.attention': '*Líneas que requieren atención*',
  'list.line': 'Línea {number}',
  'list.status.check': 'coincidencia más cercana {unit}: comprueba la denominación del modelo',
  'list.status.choose': 'elegir: {units}',
  'list.status.notFound': 'no encontrada',
  'list.status.notSold': 'no vendida en este mercado',
  'list.status.unavailable': 'el catálogo no respondió, inténtalo de nuevo',
  'list.more': '…y {count} más en el archivo',
  'list.file':
    'El archivo CSV tiene una fila por línea y el resumen del pedido (cantidad total por referencia).',
  'list.typeHint':
    'Varios tipos de controlador sirven para la mayoría de unidades: indica uno con la lista (por ejemplo `wifi`) para obtener una referencia por línea.',
  'list.fileTitle': 'Controladores para tu lista',
  'list.job.storeDown':
    'Ahora no puedo aceptar listas: no se pudo guardar tu lista para trabajar en ella. Envíala de nuevo dentro de unos minutos.',
  'list.job.failed': {
    one: 'No pude terminar tu lista de {count} unidad: algo siguió fallando de mi lado.',
    other: 'No pude terminar tu lista de {count} unidades: algo siguió fallando de mi lado.',
  },
  'list.job.catalogueDown': {
    one: 'No pude terminar tu lista de {count} unidad: el catálogo no respondió durante demasiado tiempo.',
    other:
      'No pude terminar tu lista de {count} unidades: el catálogo no respondió durante demasiado tiempo.',
  },
  'list.job.partial':
    'Las {done} de {total} líneas ya buscadas están en el archivo de abajo, marcado como parcial: envía las demás líneas más tarde.',
  'list.job.nothing': 'No se pudo buscar ninguna línea: envía la lista de nuevo más tarde.',
  'list.job.partialTitle': 'Controladores para tu lista (parcial: {done} de {total} líneas)',
  'list.inDm':
    'Esas {count} unidades son una lista: las busco en nuestros mensajes directos, con un archivo CSV.',
  'list.failed': 'Algo falló al buscar tu lista, lo siento. Vuelve a enviarla, por favor.',
  'list.uploadFailed':
    'No pude adjuntar el archivo CSV aquí. Pide a quien gestiona esta aplicación que permita subir archivos.',
  'list.tooLarge':
    'Esa lista tiene {count} líneas; acepto hasta {max} a la vez. Divídela y envía las partes.',
  'list.accepts':
    'Leo listas de unidades pegadas en un mensaje (una unidad por línea) o en archivos `.csv`, `.tsv`, `.txt` o `.xlsx`, de hasta {max} líneas y {size}.',
  'list.fileTooLarge': 'Ese archivo es demasiado grande para mí.',
  'list.notAList': 'No puedo leer ese tipo de archivo.',
  'list.noLines':
    'No encontré unidades en ese archivo: pon una unidad por línea (marca y modelo), con una columna de cantidad si quieres.',
  'list.unreadable': 'No pude leer ese archivo como una lista.',
  'list.tooLargeToRead':
    'Ese archivo es demasiado grande para leerlo: descomprimido, contiene mucho más que una lista de unidades.',
  'list.fileUnavailable': 'No pude descargar ese archivo de Slack. Vuelve a compartirlo.',
  'file.withheld':
    'Slack no me dejó abrir un archivo compartido aquí: un archivo de otra organización (Slack Connect) puede estar cerrado a las apps. Pega sus líneas en un mensaje o comparte el archivo desde tu propio espacio de trabajo.',
  'list.modal.title': 'Lista de unidades',
  'list.modal.lines': 'Unidades, una por línea',
  'list.modal.hint':
    'Marca y modelo, con una cantidad si quieres: 3 x Daikin FTXM25R. Puedes pegar filas de una hoja de cálculo tal cual.',
  'list.modal.type': 'Tipo de controlador (opcional)',
  'list.modal.submit': 'Buscar',
  'list.modal.noLines': 'Pon al menos una unidad (marca y modelo) por línea.',

  'photo.reading': 'Leyendo la foto…',
  'photo.readFrom': 'Leído en la foto: {model}',
  'photo.readFromBrand': 'Leído en la foto: {model}, {brand}',
  'photo.noModel':
    'No pude leer ningún modelo en esta imagen: envía una foto más nítida de la placa de características, de frente.',
  'photo.timeout':
    'Leer esta imagen tardó demasiado: envía una foto más nítida de la placa de características, de frente.',
  'photo.notImage':
    'No puedo leer este archivo como imagen: envía una foto JPEG, PNG, WebP o HEIC de la placa de características.',
  'photo.tooLarge':
    'Esa imagen es demasiado grande para mí ({size} como máximo): envía una foto más pequeña de la placa de características.',
  'photo.unavailable': 'No pude descargar esa imagen de Slack. Vuelve a compartirla.',
  'photo.job.storeDown':
    'Ahora no puedo leer fotos: no se pudo guardar tu imagen para trabajar en ella. Vuelve a enviarla dentro de unos minutos.',
  'photo.notInChannel':
    'No puedo abrir archivos de un canal en el que no estoy. Invítame con `/invite @Controller Finder` y vuelve a intentarlo, o envíame la foto en un mensaje directo.',
  'photo.failed': 'Algo falló al leer esta imagen. Vuelve a enviarla.',
  'photo.didYouMean':
    'Leí *{model}* en la placa, que no es ninguna unidad que conozca: ¿querías decir una de las unidades de abajo? Elige una solo si es la unidad de la placa.',
  'photo.retake':
    'Para poder leerla, vuelve a hacer la foto: más cerca, para que la placa ocupe casi toda la imagen; de frente; sin reflejos sobre ella (sin flash, o apártate de la lámpara o la ventana); con el teléfono quieto y buena luz.',

  'demo.pick': 'Escribe su número para elegir una.',
  'demo.pickRange': 'Elige un número del 1 al {count}.',
  'demo.inSlack.menus':
    'En Slack, `/controller` solo abre menús de tipo, marca y modelo; aquí, escribe una marca y un modelo, p. ej. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'En Slack, `/controller settings` (o la pestaña *Inicio* de la app) elige tu mercado, tu idioma y tu tipo de controlador por defecto; aquí, añade `market:{market}` o `lang:fr` a una pregunta, o inicia la demo con `--market` y `--locale`.',
  'demo.inSlack.list':
    'En Slack, `/controller list` abre un cuadro para pegar una lista de unidades (o pega la lista, o comparte un archivo, en un mensaje directo a la app); aquí, pregunta por hasta 5 unidades a la vez.',
  'demo.inSlack.refresh':
    'En Slack, `/controller refresh` permite a los administradores volver a leer el catálogo en la copia de la app; la demo lee el propio catálogo.',
  'demo.inSlack.report':
    'En Slack, los administradores reciben el informe de carencias del catálogo con `/controller report` o en la pestaña *Inicio* de la app; la demo no guarda búsquedas sobre las que informar.',

  'report.title': 'Carencias del catálogo y uso, últimos {days} días',
  'report.lookups': 'Búsquedas',
  'report.users': 'Usuarios distintos',
  'report.answered': 'Respondidas a la primera',
  'report.choices': 'Necesitaron elegir',
  'report.gaps': '*Unidades pedidas que el catálogo no pudo responder*',
  'report.noGaps': 'Ninguna: se encontraron todas las unidades pedidas.',
  'report.brands': '*Marcas más pedidas*',
  'report.export': 'Exportar carencias (CSV)',
  'report.sent': 'El informe de carencias va a nuestros mensajes directos.',
  'report.adminsOnly': 'Los informes son para los administradores de esta aplicación.',
  'report.fileTitle': 'Informe de carencias del catálogo',
  'report.csv.figure': 'Indicador',
  'report.csv.value': 'Valor',
  'report.csv.code': 'Código de modelo',
  'report.csv.model': 'Modelo pedido',
  'report.csv.count': 'Veces pedido',
  'report.csv.markets': 'Mercados',
  'report.csv.since': 'Desde',
  'report.markedRight': 'Respuestas marcadas como correctas',
  'report.markedWrong': 'Respuestas marcadas como erróneas',
  'report.wrongAnswers':
    '*Respuestas marcadas como erróneas* (para el proveedor del catálogo: una ficha errónea o una mala correspondencia)',
  'report.noWrongAnswers': 'Ninguna.',
  'report.status.markedWrong': 'respuesta marcada como errónea',
  'report.csv.skus': 'Referencias mostradas',
  'report.csv.question': 'Pregunta formulada',
  'feedback.right.label': 'Esta respuesta es correcta',
  'feedback.wrong.label': 'Esta respuesta es errónea',
  'feedback.thanks.right': 'Gracias por decírmelo.',
  'feedback.thanks.wrong':
    'Gracias: los administradores verán esta respuesta marcada como errónea en su informe de carencias.',

  'agent.prompts.title': '¿Qué busco por ti?',
  'agent.prompt.unit': 'Buscar el controlador de una unidad',
  'agent.prompt.list': 'Revisar la lista de un proyecto',
  'agent.prompt.list.message': '¿Cómo reviso la lista de un proyecto?',
  'agent.prompt.photo': 'Leer la foto de una placa',
  'agent.prompt.photo.message': '¿Cómo envío la foto de una placa de características?',
  'agent.howTo.list':
    '*Revisar la lista de un proyecto*\n• Pega la lista aquí, una unidad por línea (también filas de una hoja de cálculo), con una cantidad donde quieras: `3 x Daikin FTXM25R`\n• O comparte aquí un archivo `.csv`, `.tsv`, `.txt` o `.xlsx`\n• Recibes los recuentos y un archivo CSV: la referencia de cada línea y la cantidad total por referencia',
  'agent.howTo.photo':
    '*Leer la foto de una placa*\n• Haz una foto nítida de la placa de características de la unidad interior, de frente\n• Envíala aquí: JPEG, PNG, WebP, o HEIC desde un móvil\n• Leo el modelo y respondo como si lo hubieras escrito',
  'agent.status.lookingUp': 'Buscando {text}…',
  'agent.status.list': 'Revisando tu lista…',
  'agent.status.files': 'Leyendo lo que has compartido…',
  'agent.title.files': 'Archivo compartido',
  'agent.share.done': 'Compartido en {channel}.',
  'agent.share.noChannel': 'Ábreme junto a un canal para compartir allí una respuesta.',
  'agent.share.notMember': 'No eres miembro de {channel}, así que no he compartido la respuesta allí.',
  'agent.share.onlyYou':
    'Te he mostrado la respuesta en {channel} solo a ti: no pude comprobar que puedas publicar allí.',
  'agent.share.failed':
    'No pude publicar en {channel}: añádeme a ese canal y vuelve a pulsar *Compartir en el canal*.',

  'workflow.summary.noUnit': 'No se indica ninguna unidad: da una marca y un modelo, p. ej. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Coinciden varias unidades: {units}. Vuelve a ejecutar el paso con el modelo completo de una de ellas.',
  'workflow.summary.notFound': 'Ninguna unidad del catálogo coincide.',
  'workflow.summary.notSold': 'No se vende en el mercado {market}.',
  'workflow.summary.notSoldUnit': '{unit}: no se vende en el mercado {market}.',
  'workflow.summary.unavailable': 'El catálogo no respondió: vuelve a ejecutar el paso en un momento.',
  'workflow.summary.unknownMarket': 'El mercado {market} no está activado aquí. Mercados: {markets}.',
  'workflow.summary.unknownLanguage': 'El catálogo no conoce el idioma {locale} en el mercado {market}.',
  'workflow.summary.warnings': 'Avisos',
  'workflow.fail.notText': 'La unidad debe ser texto: una marca y un modelo, p. ej. Daikin FTXM25R.',
  'workflow.fail.error': 'El paso no pudo buscar la unidad. Vuelve a ejecutarlo en un momento.',
  'workflow.fail.completeRefused':
    'Slack no aceptó las salidas del paso ({code}). Vuelve a ejecutarlo en un momento.',
  'workflow.fail.completeFailed':
    'El paso no pudo entregar sus salidas a Slack. Vuelve a ejecutarlo en un momento.',
  'brands.intro': 'Marcas del mercado {market}: {brands}.',
  'brands.none': 'No he podido listar las marcas del mercado {market}: inténtalo de nuevo en un momento.',
  'whichModel.series': 'Sus series: {series}.',
  greeting:
    '¡Hola! Escribe la marca y el modelo de una unidad interior, p. ej. `daikin ftxm25r`, y te digo qué controlador (SKU) vender. `ayuda` dice más.',
  'sample.notice': 'Catálogo de muestra: no sirve para pedidos.',
  'demo.switched': 'Ahora mercado {market}, idioma {language}.',
  'demo.help':
    '*Pregunta con una marca y un modelo*, p. ej. `daikin ftxm25r`. Añade un tipo como `wifi` para un solo tipo de controlador. Varias unidades: sepáralas con comas.\n`marcas` lista las marcas del mercado; una marca sola, sus series.\n`market:{market}` o `lang:fr` solos cambian esta sesión; en una pregunta, solo para esa pregunta, p. ej. `daikin ftxm25r market:{market} lang:fr`. Mercados: {markets}.\nUn número elige una de las opciones listadas; `quit` o `exit` termina.\nSolo en Slack: menús, ajustes, listas de unidades con su CSV, Compartir en el canal y el informe de carencias.',
  'demo.menusInSlack': '(En Slack, aquí unos menús eligen el tipo, la marca y el modelo.)',
  'demo.notFound.hint':
    'Revisa la ortografía, o escribe `marcas` para ver las marcas del mercado (en Slack, `/controller` sin nada más abre los menús).',
  'demo.ask': 'Pregunta con una marca y un modelo, p. ej. `daikin ftxm25r`. `ayuda` dice más.',

  'context.asOf': 'de la copia del catálogo de la app, a fecha de {when}',
  'copy.digest.title': 'Cambios del catálogo en el mercado {market}',
  'copy.digest.counts':
    'Unidades añadidas: {added} · retiradas: {removed} · con otro SKU: {skus} · con otros avisos: {warnings}',
  'copy.digest.more': '…y {count} más: todos los cambios están en el CSV.',
  'copy.digest.fileTitle': 'Cambios del catálogo, mercado {market}',
  'copy.change.added': 'añadida',
  'copy.change.removed': 'retirada',
  'copy.change.warnings': 'avisos',
  'copy.csv.brand': 'Marca',
  'copy.csv.unit': 'Unidad',
  'copy.csv.change': 'Cambio',
  'copy.csv.type': 'Tipo de controlador',
  'copy.csv.before': 'Antes',
  'copy.csv.after': 'Después',
  'copy.refresh.started': 'Vuelvo a leer el catálogo ahora. Te diré qué ha cambiado cuando termine.',
  'copy.refresh.joined':
    '{admin} ya ha pedido una actualización, que está en marcha: no se inicia otra, y lo que cambie se le enviará a {admin}.',
  'copy.refresh.adminsOnly': 'Actualizar la copia del catálogo es para los administradores de esta app.',
  'copy.refresh.off': 'Esta app no guarda copia del catálogo: cada respuesta lee el propio catálogo.',
  'copy.refresh.done': 'La copia del catálogo está actualizada.',
  'copy.refresh.market': 'Mercado {market}: {counts}',
  'copy.refresh.unchanged': 'Mercado {market}: nada ha cambiado.',
  'copy.refresh.failed':
    'La actualización del catálogo ha fallado: las respuestas siguen con la copia anterior.',
  'copy.home.digest': '*Últimos cambios del catálogo*',
  'copy.home.noDigest': 'Ningún cambio del catálogo desde que se hizo la copia.',
  'watch.footer': 'Vigilo esta lista hasta el {date}: le aviso si el catálogo la cambia.',
  'watch.openList': 'Abrirla como lista de Slack',
  'watch.openIncompleteList': 'Abrir la lista de Slack (incompleta: {done} de {total} líneas)',
  'watch.listRemoved': 'No se pudo terminar la lista de Slack y se eliminó; el CSV tiene todas las líneas.',
  'watch.incompleteName': '{name} (incompleta)',
  'watch.stop': 'Dejar de vigilar',
  'watch.stopped': 'Ya no vigilo esta lista.',
  'watch.notYours': 'Solo quien envió esta lista puede dejar de vigilarla.',
  'watch.notWatched': 'Esta lista ya no se vigila.',
  'watch.changed': {
    one: 'El catálogo cambió {count} línea de su lista:',
    other: 'El catálogo cambió {count} líneas de su lista:',
  },
  'watch.note.gone': 'ya no está en el catálogo',
  'watch.note.typeGone': '{type} ya no se ofrece ({before})',
  'watch.note.typeNew': '{type} ahora se ofrece: {after}',
  'watch.note.warning': 'nueva advertencia: {warning}',
  'watch.note.warningGone': 'advertencia retirada: {warning}',
  'watch.more': '…y {count} más: el CSV tiene todas las líneas.',
  'watch.fileTitle': 'Controladores para su lista, actualizados',
  'watch.csv.changed': 'Cambiada',
  'watch.csv.changedMark': 'cambiada',
  'watch.home.title': '*Listas vigiladas*',
  'watch.home.none': 'Ninguna de sus listas está vigilada.',
  'watch.home.dm': '{name} · hasta el {date}',
  'watch.home.channel': 'Una lista en un canal · hasta el {date}',
  'sku.fits': {
    one: '*{sku}* sirve para {count} unidad en el mercado {market}:',
    other: '*{sku}* sirve para {count} unidades en el mercado {market}:',
  },
  'sku.series': 'serie {series}',
  'sku.more': {
    one: '…y {count} unidad más: todas están en el CSV.',
    other: '…y {count} unidades más: todas están en el CSV.',
  },
  'sku.elsewhere': '*{sku}* no se vende en el mercado {market}. Se vende en {markets}.',
  'sku.notReference': '*{text}* no es una referencia de controlador aquí.',
  'sku.fileTitle': 'Unidades para {sku}, mercado {market}',
  'mcp.notFromSlack':
    'Esta herramienta solo responde a usuarios de Slack: la llamada debe venir de Slack (Slackbot), con su usuario.',
  'mcp.types': 'Tipos de controlador del mercado {market}: {types}.',
  'mcp.skuFirst':
    'Se listan las primeras {shown} de {count} unidades: `/controller {sku}` las da todas en un CSV.',
  'mcp.listOrder': 'Resumen del pedido',
};
