import type { Messages } from './types.js';

/** Portuguese (Brazilian, addressing the reader as “você”) messages. */
export const pt: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Eu digo qual controlador (SKU) vender para uma unidade interna de ar-condicionado.',
  'help.ask':
    '*Pergunte com uma marca e um modelo*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` para um único tipo de controlador\n• `/controller` sozinho abre os menus: tipo, marca, modelo\n• `/controller` e a referência (SKU) de um controlador: as unidades a que serve',
  'help.elsewhere':
    '*Em qualquer outro lugar do Slack*\n• Em qualquer mensagem (um e-mail de cliente, um chamado), escolha *Mais ações → Find controller*\n• Envie uma mensagem direta para mim com uma marca e um modelo\n• Mencione-me em um canal e eu respondo na conversa',
  'help.lists':
    '*Listas de unidades*\n• Cole uma lista em uma mensagem direta ou em uma menção, uma unidade por linha (linhas de planilha também), ou compartilhe um arquivo `.csv`, `.tsv`, `.txt` ou `.xlsx`\n• `/controller list` abre uma caixa para colá-la\n• Você recebe as contagens e um arquivo CSV: o SKU de cada linha e a quantidade total por SKU. Adicione um tipo como `wifi` para ter um SKU por linha',
  'help.replies':
    'As respostas só ficam visíveis para você até você clicar em *Compartilhar no canal*. `/controller help` mostra esta mensagem.',
  'help.openMenus': 'Abrir os menus',
  'help.settings':
    '*Mercados e idiomas*\n• `/controller settings` escolhe seu mercado, seu idioma e seu tipo de controlador padrão (também na minha aba *Início*)\n• Adicione `market:{market}` ou `lang:en` em qualquer lugar de uma pergunta para mudá-los só nessa pergunta, p. ex. `/controller daikin ftxm25r market:{market} lang:en`\n• Mercados: {markets}',

  'status.lookingUp': 'Procurando…',
  'status.error': 'Algo deu errado do meu lado. Tente novamente em instantes.',
  'status.more': '…e mais {count}',
  'format.labelled': '{label}: {value}',

  'answer.controllers': 'Controlador a vender para {unit}',
  'answer.protocol': 'Protocolo: {name}',
  'answer.closestMatch': 'Correspondência mais próxima de *{text}*: confira a designação do modelo.',
  'answer.differentUnit': 'Você pediu *{asked}*; esta é *{unit}*, outra unidade.',
  'answer.noRows': 'Nenhum tipo de controlador deste mercado funciona com esta unidade.',
  'answer.variants': {
    one: 'Os mesmos controladores para esta variante.',
    other: 'Os mesmos controladores para cada uma destas {count} variantes.',
  },
  'answer.cooling': 'Refrigeração',
  'answer.heating': 'Aquecimento',
  'answer.airflow': 'Vazão de ar',
  'answer.additionalInfo': 'Informações adicionais',
  'answer.share': 'Compartilhar no canal',

  'context.searched': 'Busca: {text}',
  'context.market': 'Mercado {market}',
  'context.language': 'Idioma {language}',
  'context.stale': 'do cache, pode estar desatualizado',
  'context.contentFallback':
    'O catálogo não tem conteúdo em português para o mercado {market}: seus nomes e notas estão em {content}.',
  'context.sharedBy': 'Compartilhado por {user}',

  'choices.intro': {
    one: '*{text}* corresponde a esta unidade. É a que você quer dizer?',
    other: '{count} unidades correspondem a *{text}*. Qual você quer dizer?',
  },
  'choices.series': {
    one: '{count} unidade {brand} começa com *{text}*. É a que você quer dizer?',
    other: '{count} unidades {brand} começam com *{text}*. Qual você quer dizer?',
  },
  'choices.more': {
    one: 'Mais {count} não está na lista: digite mais do código ou abra os menus.',
    other: 'Mais {count} não estão na lista: digite mais do código ou abra os menus.',
  },
  'choices.sameControllers': 'Estas unidades usam os mesmos controladores, seja qual for:',
  'choices.warningsDiffer': 'Os avisos delas são diferentes: escolha a sua para vê-los.',
  'choices.noController': 'nenhum controlador neste mercado',

  'several.intro': {
    one: 'Sua pergunta cita {count} unidade:',
    other: 'Sua pergunta cita {count} unidades, cada uma com sua resposta abaixo:',
  },
  'several.more': {
    one: 'Você cita mais {count} unidade: envie as unidades como lista (uma por linha, ou um arquivo) para ter todas, com um CSV.',
    other:
      'Você cita mais {count} unidades: envie as unidades como lista (uma por linha, ou um arquivo) para ter todas, com um CSV.',
  },

  'notFound.noBrand': 'Não encontrei nenhuma marca conhecida em *{text}*.',
  'notFound.noModel':
    'Não encontrei *{text}* entre as unidades com controlador no mercado {market}. A unidade pode existir sem controlador aqui, ou o código pode estar digitado errado.',
  'notFound.noCompatibleType': 'Nenhum tipo de controlador deste mercado funciona com *{text}*.',
  'notFound.emptyQuery': 'Informe uma marca e um modelo, por exemplo `/controller daikin ftxm25r`.',
  'notFound.suggestions':
    'Outras unidades com um código parecido. Cada uma é uma unidade diferente da que você pediu:',
  'notFound.hint': 'Confira a grafia, ou digite `/controller` sozinho para navegar por marcas e modelos.',

  'typeNotOffered.intro': '*{type}* não é oferecido no mercado {market}.',
  'typeNotOffered.offered': 'Oferecidos aqui: {types}',
  'typeNotOffered.none': 'Este mercado não oferece nenhum tipo de controlador.',

  'otherMarkets.intro':
    '*{unit}* é vendida em {markets}, não em {market}: aqui não há controlador a vender para ela.',
  'otherMarkets.ask': 'Para perguntar lá, adicione o mercado à sua pergunta: `{example}`',
  'whichModel.intro': 'Qual modelo *{brands}*? Escolha abaixo, ou digite a marca com o código do modelo.',

  'stillLearning.intro':
    'Ainda estou lendo o catálogo, então ainda não consigo encontrar *{text}* sem a marca. Adicione a marca (por exemplo `daikin ftxm25r`) ou tente de novo em um minuto.',

  'unavailable.timeout': 'O catálogo não respondeu a tempo. Tente novamente em instantes.',
  'unavailable.unauthorized': 'O catálogo recusou nossas credenciais. Avise quem administra este app.',
  'unavailable.rateLimited': 'O catálogo está ocupado agora. Tente novamente em um minuto.',
  'unavailable.rejected':
    'O catálogo não aceitou o mercado {market} com o idioma {locale}. Avise quem administra este app.',
  'unavailable.other': 'Não é possível acessar o catálogo agora. Tente novamente em instantes.',

  'menu.intro': 'Escolha um tipo de controlador, depois uma marca e depois um modelo.',
  'menu.type': 'Tipo de controlador',
  'menu.allTypes': 'Todos os tipos',
  'menu.brand': 'Marca',
  'menu.model': 'Modelo',
  'menu.modelOfBrand': 'Modelo ({brand})',
  'menu.typePlaceholder': 'Escolha um tipo',
  'menu.brandPlaceholder': 'Digite para buscar marcas',
  'menu.modelPlaceholder': 'Digite para buscar modelos',
  'menu.chooseBrandFirst': 'Escolha primeiro uma marca',
  'menu.noTypes': 'Nenhum tipo de controlador é oferecido no mercado {market}.',

  'shortcut.noText':
    'Essa mensagem não tem texto que eu consiga ler. Experimente `/controller daikin ftxm25r` com a sua marca e o seu modelo.',
  'shortcut.title': 'Encontrar controlador',
  'shortcut.query': 'Marca e modelo',
  'shortcut.queryPlaceholder': 'p. ex. daikin ftxm25r',
  'shortcut.submit': 'Buscar',
  'shortcut.close': 'Fechar',

  'override.unknownMarket':
    'O mercado *{market}* não está habilitado aqui. Mercados que você pode usar: {markets}.',
  'override.unknownLanguage':
    'O idioma *{language}* não está disponível aqui. Idiomas que você pode usar: {languages}.',

  'settings.title': 'Configurações',
  'settings.submit': 'Salvar',
  'settings.cancel': 'Cancelar',
  'settings.intro': 'Escolha seu mercado, seu idioma e um tipo de controlador padrão.',
  'settings.open': 'Alterar configurações',
  'settings.market': 'Mercado',
  'settings.marketHint': 'O catálogo que responde: seus tipos de controlador, unidades e SKUs.',
  'settings.language': 'Idioma',
  'settings.languageHint': 'Idioma das minhas mensagens e dos nomes e descrições do catálogo.',
  'settings.languageAuto': 'Automático (meu idioma do Slack)',
  'settings.defaultType': 'Tipo de controlador padrão',
  'settings.defaultTypeHint': 'Usado quando uma pergunta não indica nenhum tipo de controlador.',
  'settings.defaultTypeNone': 'Nenhum (todos os tipos)',
  'settings.typesUnavailable': 'Não foi possível carregar agora os tipos de controlador do mercado {market}.',
  'settings.typeNotInMarket':
    'O mercado {market} não oferece este tipo de controlador. Escolha outro ou Nenhum.',
  'settings.typesUnchecked':
    'Não foi possível verificar agora os tipos de controlador do mercado {market}. Escolha Nenhum ou tente novamente.',
  'settings.unknownMarket': 'Escolha um dos mercados da lista.',
  'settings.tip':
    'Só uma pergunta em outro mercado ou idioma? Adicione `market:{market}` ou `lang:en` a ela.',
  'settings.saved':
    'Configurações salvas: mercado *{market}*, idioma *{language}*, tipo de controlador padrão *{type}*.',
  'settings.saveFailed': 'Não consegui salvar suas configurações. Tente novamente em instantes.',

  'home.settings': '*Suas configurações*',
  'home.market': 'Mercado: *{market}*',
  'home.language': 'Idioma: *{language}*',
  'home.languageAuto': 'Automático, agora {language}',
  'home.defaultType': 'Tipo de controlador padrão: *{type}*',
  'home.recent': '*Suas buscas recentes*',
  'home.noRecent': 'Nenhuma busca ainda. Experimente `/controller daikin ftxm25r`.',
  'home.howTo': '*Como perguntar*',

  'recent.choices': { one: '{count} unidade possível', other: '{count} unidades possíveis' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKUs' },
  'recent.notFound': 'não encontrada',
  'recent.typeNotOffered': '{type} não oferecido',
  'recent.stillLearning': 'catálogo ainda carregando',
  'recent.unavailable': 'catálogo indisponível',
  'recent.whichModel': 'qual modelo {brands}?',
  'recent.otherMarkets': 'vendida só em {markets}',
  'recent.photoNoModel': 'nenhum modelo lido na foto',
  'recent.photoUnread': 'foto não lida',

  'list.csv.line': 'Linha',
  'list.csv.typed': 'Texto digitado',
  'list.csv.quantity': 'Quantidade',
  'list.csv.brand': 'Marca',
  'list.csv.model': 'Modelo',
  'list.csv.type': 'Tipo de controlador',
  'list.csv.sku': 'SKU',
  'list.csv.status': 'Situação',
  'list.csv.candidates': 'Candidatos',
  'list.csv.warnings': 'Avisos',
  'list.csv.summary': 'Resumo do pedido',
  'list.csv.summary.sku': 'SKU',
  'list.csv.summary.type': 'Tipo de controlador',
  'list.csv.summary.total': 'Quantidade total',
  'list.csv.summary.lines': 'Linhas',
  'list.csv.status.answered': 'respondida',
  'list.csv.status.check': 'conferir',
  'list.csv.status.choose': 'escolher',
  'list.csv.status.notFound': 'não encontrada',
  'list.csv.status.notSold': 'não vendida neste mercado',
  'list.csv.status.unavailable': 'sem resposta do catálogo',
  'list.warn.closest': 'Correspondência mais próxima do que foi digitado: confira o modelo',
  'list.warn.nearest': 'Mais próximas: {units}',
  'list.warn.typeNotOffered': '{type} não é oferecido no mercado {market}',
  'list.warn.unavailable': 'O catálogo não respondeu: busque esta linha novamente',
  'list.title': { one: 'Lista de {count} unidade', other: 'Lista de {count} unidades' },
  'list.working': {
    one: 'Buscando sua lista de {count} unidade…',
    other: 'Buscando sua lista de {count} unidades…',
  },
  'list.progress': 'Buscadas {done} de {total}…',
  'list.counts.answered': { one: '{count} respondida', other: '{count} respondidas' },
  'list.counts.check': { other: '{count} para conferir (correspondência mais próxima)' },
  'list.counts.choose': { other: '{count} para escolher' },
  'list.counts.notFound': { one: '{count} não encontrada', other: '{count} não encontradas' },
  'list.counts.notSold': {
    one: '{count} não vendida neste mercado',
    other: '{count} não vendidas neste mercado',
  },
  'list.counts.unavailable': '{count} sem resposta do catálogo',
  'list.attention': '*Linhas que precisam de atenção*',
  'list.line': 'Linha {number}',
  'list.status.check': 'correspondência mais próxima {unit}: confira a designação do modelo',
  'list.status.choose': 'escolher: {units}',
  'list.status.notFound': 'não encontrada',
  'list.status.notSold': 'não vendida neste mercado',
  'list.status.unavailable': 'o catálogo não respondeu, tente novamente',
  'list.more': '…e mais {count} no arquivo',
  'list.file':
    'O arquivo CSV tem uma linha para cada linha da lista e o resumo do pedido (quantidade total por SKU).',
  'list.typeHint':
    'Vários tipos de controlador servem para a maioria das unidades: indique um junto com a lista (por exemplo `wifi`) para ter um SKU por linha.',
  'list.fileTitle': 'Controladores para a sua lista',
  'list.job.storeDown':
    'Agora não posso aceitar listas: não foi possível salvar sua lista para trabalhar nela. Envie-a de novo daqui a alguns minutos.',
  'list.job.failed': {
    one: 'Não consegui terminar sua lista de {count} unidade: algo continuou dando errado do meu lado.',
    other: 'Não consegui terminar sua lista de {count} unidades: algo continuou dando errado do meu lado.',
  },
  'list.job.catalogueDown': {
    one: 'Não consegui terminar sua lista de {count} unidade: o catálogo não respondeu por tempo demais.',
    other: 'Não consegui terminar sua lista de {count} unidades: o catálogo não respondeu por tempo demais.',
  },
  'list.job.partial':
    'As {done} de {total} linhas já consultadas estão no arquivo abaixo, marcado como parcial: envie as outras linhas de novo mais tarde.',
  'list.job.nothing': 'Nenhuma linha pôde ser consultada: envie a lista de novo mais tarde.',
  'list.job.partialTitle': 'Controladores para sua lista (parcial: {done} de {total} linhas)',
  'list.inDm':
    'Essas {count} unidades formam uma lista: vou consultá-las nas nossas mensagens diretas, com um arquivo CSV.',
  'list.failed': 'Algo deu errado ao buscar sua lista, desculpe. Envie-a novamente.',
  'list.uploadFailed':
    'Não consegui anexar o arquivo CSV aqui. Peça a quem administra este app para permitir o envio de arquivos.',
  'list.tooLarge': 'Essa lista tem {count} linhas; aceito até {max} por vez. Divida-a e envie as partes.',
  'list.accepts':
    'Leio listas de unidades coladas em uma mensagem (uma unidade por linha) ou em arquivos `.csv`, `.tsv`, `.txt` ou `.xlsx`, de até {max} linhas e {size}.',
  'list.fileTooLarge': 'Esse arquivo é grande demais para mim.',
  'list.notAList': 'Não consigo ler esse tipo de arquivo.',
  'list.noLines':
    'Não encontrei unidades nesse arquivo: coloque uma unidade por linha (marca e modelo), com uma coluna de quantidade se quiser.',
  'list.unreadable': 'Não consegui ler esse arquivo como uma lista.',
  'list.tooLargeToRead':
    'Esse arquivo é grande demais para ler: descompactado, ele contém muito mais do que uma lista de unidades.',
  'list.fileUnavailable': 'Não consegui baixar esse arquivo do Slack. Compartilhe-o novamente.',
  'file.withheld':
    'O Slack não me deixou abrir um arquivo compartilhado aqui: um arquivo de outra organização (Slack Connect) pode estar fechado para apps. Cole as linhas dele numa mensagem ou compartilhe o arquivo a partir do seu próprio workspace.',
  'list.modal.title': 'Lista de unidades',
  'list.modal.lines': 'Unidades, uma por linha',
  'list.modal.hint':
    'Marca e modelo, com uma quantidade se quiser: 3 x Daikin FTXM25R. Linhas de planilha podem ser coladas como estão.',
  'list.modal.type': 'Tipo de controlador (opcional)',
  'list.modal.submit': 'Buscar',
  'list.modal.noLines': 'Coloque pelo menos uma unidade (marca e modelo) por linha.',

  'photo.reading': 'Lendo a foto…',
  'photo.readFrom': 'Lido na foto: {model}',
  'photo.readFromBrand': 'Lido na foto: {model}, {brand}',
  'photo.noModel':
    'Não consegui ler um modelo nesta imagem: envie uma foto mais nítida da placa de identificação, tirada de frente.',
  'photo.timeout':
    'A leitura desta imagem demorou demais: envie uma foto mais nítida da placa de identificação, tirada de frente.',
  'photo.notImage':
    'Não consigo ler este arquivo como imagem: envie uma foto JPEG, PNG, WebP ou HEIC da placa de identificação.',
  'photo.tooLarge':
    'Essa imagem é grande demais para mim ({size} no máximo): envie uma foto menor da placa de identificação.',
  'photo.unavailable': 'Não consegui baixar essa imagem do Slack. Compartilhe-a novamente.',
  'photo.job.storeDown':
    'Agora não posso ler fotos: não foi possível salvar sua imagem para trabalhar nela. Envie-a de novo daqui a alguns minutos.',
  'photo.notInChannel':
    'Não consigo abrir arquivos de um canal em que não estou. Convide-me com `/invite @Controller Finder` e tente de novo, ou envie-me a foto numa mensagem direta.',
  'photo.failed': 'Algo deu errado ao ler esta imagem. Envie-a novamente.',
  'photo.didYouMean':
    'Li *{model}* na placa, que não é nenhuma unidade que eu conheça: quis dizer uma das unidades abaixo? Escolha uma só se for a unidade da placa.',
  'photo.retake':
    'Para eu conseguir ler, tire a foto de novo: mais perto, para que a placa ocupe quase toda a imagem; de frente; sem reflexos sobre ela (flash desligado, ou afaste-se da lâmpada ou da janela); com o telefone parado e boa luz.',

  'demo.pick': 'Digite o número para escolher uma.',
  'demo.pickRange': 'Escolha um número de 1 a {count}.',
  'demo.inSlack.menus':
    'No Slack, `/controller` sozinho abre menus de tipo, marca e modelo; aqui, digite uma marca e um modelo, p. ex. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'No Slack, `/controller settings` (ou a aba *Início* do app) escolhe seu mercado, seu idioma e seu tipo de controlador padrão; aqui, adicione `market:{market}` ou `lang:fr` a uma pergunta, ou inicie a demo com `--market` e `--locale`.',
  'demo.inSlack.list':
    'No Slack, `/controller list` abre uma caixa para colar uma lista de unidades (ou cole a lista, ou compartilhe um arquivo, numa mensagem direta ao app); aqui, pergunte por até 5 unidades de uma vez.',
  'demo.inSlack.refresh':
    'No Slack, `/controller refresh` permite aos administradores voltar a ler o catálogo para a cópia da app; a demo lê o próprio catálogo.',
  'demo.inSlack.report':
    'No Slack, os administradores recebem o relatório de lacunas do catálogo com `/controller report` ou na aba *Início* do app; a demo não guarda buscas para relatar.',

  'report.title': 'Lacunas do catálogo e uso, últimos {days} dias',
  'report.lookups': 'Buscas',
  'report.users': 'Usuários distintos',
  'report.answered': 'Respondidas de primeira',
  'report.choices': 'Precisaram de escolha',
  'report.gaps': '*Unidades pedidas que o catálogo não conseguiu responder*',
  'report.noGaps': 'Nenhuma: todas as unidades pedidas foram encontradas.',
  'report.brands': '*Marcas mais pedidas*',
  'report.export': 'Exportar lacunas (CSV)',
  'report.sent': 'O relatório de lacunas está a caminho das nossas mensagens diretas.',
  'report.adminsOnly': 'Os relatórios são para os administradores deste app.',
  'report.fileTitle': 'Relatório de lacunas do catálogo',
  'report.csv.figure': 'Indicador',
  'report.csv.value': 'Valor',
  'report.csv.code': 'Código do modelo',
  'report.csv.model': 'Modelo como pedido',
  'report.csv.count': 'Vezes pedido',
  'report.csv.markets': 'Mercados',
  'report.csv.since': 'Desde',
  'report.markedRight': 'Respostas marcadas como certas',
  'report.markedWrong': 'Respostas marcadas como erradas',
  'report.wrongAnswers':
    '*Respostas marcadas como erradas* (para o fornecedor do catálogo: uma ficha errada ou uma má correspondência)',
  'report.noWrongAnswers': 'Nenhuma.',
  'report.status.markedWrong': 'resposta marcada como errada',
  'report.csv.skus': 'Referências mostradas',
  'report.csv.question': 'Pergunta feita',
  'feedback.right.label': 'Esta resposta está certa',
  'feedback.wrong.label': 'Esta resposta está errada',
  'feedback.thanks.right': 'Obrigado por me dizer.',
  'feedback.thanks.wrong':
    'Obrigado: os administradores verão esta resposta marcada como errada no relatório de lacunas.',

  'agent.prompts.title': 'O que posso encontrar para você?',
  'agent.prompt.unit': 'Encontrar o controlador de uma unidade',
  'agent.prompt.list': 'Conferir a lista de um projeto',
  'agent.prompt.list.message': 'Como confiro a lista de um projeto?',
  'agent.prompt.photo': 'Ler a foto de uma etiqueta',
  'agent.prompt.photo.message': 'Como envio a foto de uma etiqueta de identificação?',
  'agent.howTo.list':
    '*Conferir a lista de um projeto*\n• Cole a lista aqui, uma unidade por linha (linhas de planilha também), com uma quantidade onde quiser: `3 x Daikin FTXM25R`\n• Ou compartilhe aqui um arquivo `.csv`, `.tsv`, `.txt` ou `.xlsx`\n• Você recebe as contagens e um arquivo CSV: o SKU de cada linha e a quantidade total por SKU',
  'agent.howTo.photo':
    '*Ler a foto de uma etiqueta*\n• Tire uma foto nítida da etiqueta de identificação da unidade interna, de frente\n• Envie-a aqui: JPEG, PNG, WebP ou HEIC do celular\n• Leio o modelo e respondo como se você o tivesse digitado',
  'agent.status.lookingUp': 'Procurando {text}…',
  'agent.status.list': 'Conferindo sua lista…',
  'agent.status.files': 'Lendo o que você compartilhou…',
  'agent.title.files': 'Arquivo compartilhado',
  'agent.share.done': 'Compartilhado em {channel}.',
  'agent.share.noChannel': 'Abra-me ao lado de um canal para compartilhar uma resposta nele.',
  'agent.share.notMember': 'Você não é membro de {channel}, então não compartilhei a resposta lá.',
  'agent.share.onlyYou':
    'Mostrei a resposta em {channel} só para você: não consegui verificar se você pode publicar lá.',
  'agent.share.failed':
    'Não consegui publicar em {channel}: adicione-me a esse canal e toque de novo em *Compartilhar no canal*.',

  'workflow.summary.noUnit':
    'Nenhuma unidade indicada: informe uma marca e um modelo, p. ex. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Várias unidades correspondem: {units}. Execute a etapa de novo com o modelo completo de uma delas.',
  'workflow.summary.notFound': 'Nenhuma unidade do catálogo corresponde.',
  'workflow.summary.notSold': 'Não vendida no mercado {market}.',
  'workflow.summary.notSoldUnit': '{unit}: não vendida no mercado {market}.',
  'workflow.summary.unavailable': 'O catálogo não respondeu: execute a etapa de novo daqui a pouco.',
  'workflow.summary.unknownMarket': 'O mercado {market} não está ativado aqui. Mercados: {markets}.',
  'workflow.summary.unknownLanguage': 'O catálogo não conhece o idioma {locale} no mercado {market}.',
  'workflow.summary.warnings': 'Avisos',
  'workflow.fail.notText': 'A unidade deve ser texto: uma marca e um modelo, p. ex. Daikin FTXM25R.',
  'workflow.fail.error': 'A etapa não conseguiu procurar a unidade. Execute-a novamente daqui a pouco.',
  'workflow.fail.completeRefused':
    'O Slack não aceitou as saídas da etapa ({code}). Execute-a novamente daqui a pouco.',
  'workflow.fail.completeFailed':
    'A etapa não conseguiu entregar as suas saídas ao Slack. Execute-a novamente daqui a pouco.',
  'brands.intro': 'Marcas do mercado {market}: {brands}.',
  'brands.none': 'Não consegui listar as marcas do mercado {market}: tente de novo daqui a pouco.',
  'whichModel.series': 'As suas séries: {series}.',
  greeting:
    'Olá! Escreva a marca e o modelo de uma unidade interior, p. ex. `daikin ftxm25r`, e digo-lhe que controlador (SKU) vender. `ajuda` diz mais.',
  'sample.notice': 'Catálogo de exemplo: não serve para encomendas.',
  'demo.switched': 'Agora mercado {market}, idioma {language}.',
  'demo.help':
    '*Pergunte com uma marca e um modelo*, p. ex. `daikin ftxm25r`. Adicione um tipo como `wifi` para um só tipo de controlador. Várias unidades: separe-as com vírgulas.\n`marcas` lista as marcas do mercado; uma marca sozinha, as suas séries.\n`market:{market}` ou `lang:fr` sozinhos mudam esta sessão; numa pergunta, só para essa pergunta, p. ex. `daikin ftxm25r market:{market} lang:fr`. Mercados: {markets}.\nUm número escolhe uma das opções listadas; `quit` ou `exit` termina.\nSó no Slack: menus, definições, listas de unidades com o seu CSV, Partilhar no canal e o relatório de lacunas.',
  'demo.menusInSlack': '(No Slack, aqui uns menus escolhem o tipo, a marca e o modelo.)',
  'demo.notFound.hint':
    'Verifique a ortografia, ou escreva `marcas` para as marcas do mercado (no Slack, `/controller` sozinho abre os menus).',
  'demo.ask': 'Pergunte com uma marca e um modelo, p. ex. `daikin ftxm25r`. `ajuda` diz mais.',

  'context.asOf': 'da cópia do catálogo da app, em {when}',
  'copy.digest.title': 'Alterações do catálogo no mercado {market}',
  'copy.digest.counts':
    'Unidades adicionadas: {added} · removidas: {removed} · com outro SKU: {skus} · com outros avisos: {warnings}',
  'copy.digest.more': '…e mais {count}: todas as alterações estão no CSV.',
  'copy.digest.fileTitle': 'Alterações do catálogo, mercado {market}',
  'copy.change.added': 'adicionada',
  'copy.change.removed': 'removida',
  'copy.change.warnings': 'avisos',
  'copy.csv.brand': 'Marca',
  'copy.csv.unit': 'Unidade',
  'copy.csv.change': 'Alteração',
  'copy.csv.type': 'Tipo de controlador',
  'copy.csv.before': 'Antes',
  'copy.csv.after': 'Depois',
  'copy.refresh.started': 'Estou a ler o catálogo de novo. Digo-te o que mudou quando terminar.',
  'copy.refresh.joined':
    '{admin} já pediu uma atualização, que está em curso: não se inicia outra, e o que mudou será enviado a {admin}.',
  'copy.refresh.adminsOnly': 'Atualizar a cópia do catálogo é para os administradores desta app.',
  'copy.refresh.off': 'Esta app não guarda cópia do catálogo: cada resposta lê o próprio catálogo.',
  'copy.refresh.done': 'A cópia do catálogo está atualizada.',
  'copy.refresh.market': 'Mercado {market}: {counts}',
  'copy.refresh.unchanged': 'Mercado {market}: nada mudou.',
  'copy.refresh.failed': 'A atualização do catálogo falhou: as respostas continuam com a cópia anterior.',
  'copy.home.digest': '*Últimas alterações do catálogo*',
  'copy.home.noDigest': 'Nenhuma alteração do catálogo desde que a cópia foi feita.',
  'watch.footer': 'Vigio esta lista até {date}: aviso-o se o catálogo a mudar.',
  'watch.openList': 'Abri-la como lista do Slack',
  'watch.openIncompleteList': 'Abrir a lista do Slack (incompleta: {done} de {total} linhas)',
  'watch.listRemoved':
    'Não foi possível terminar a lista do Slack e ela foi removida; o CSV tem todas as linhas.',
  'watch.incompleteName': '{name} (incompleta)',
  'watch.stop': 'Deixar de vigiar',
  'watch.stopped': 'Já não vigio esta lista.',
  'watch.notYours': 'Só quem enviou esta lista pode deixar de a vigiar.',
  'watch.notWatched': 'Esta lista já não é vigiada.',
  'watch.changed': {
    one: 'O catálogo mudou {count} linha da sua lista:',
    other: 'O catálogo mudou {count} linhas da sua lista:',
  },
  'watch.note.gone': 'já não está no catálogo',
  'watch.note.typeGone': '{type} já não é oferecido ({before})',
  'watch.note.typeNew': '{type} agora oferecido: {after}',
  'watch.note.warning': 'novo aviso: {warning}',
  'watch.note.warningGone': 'aviso retirado: {warning}',
  'watch.more': '…e mais {count}: o CSV tem todas as linhas.',
  'watch.fileTitle': 'Controladores para a sua lista, atualizados',
  'watch.csv.changed': 'Mudou',
  'watch.csv.changedMark': 'mudou',
  'watch.home.title': '*Listas vigiadas*',
  'watch.home.none': 'Nenhuma lista sua é vigiada.',
  'watch.home.dm': '{name} · até {date}',
  'watch.home.channel': 'Uma lista num canal · até {date}',
  'sku.fits': {
    one: '*{sku}* serve para {count} unidade no mercado {market}:',
    other: '*{sku}* serve para {count} unidades no mercado {market}:',
  },
  'sku.series': 'série {series}',
  'sku.more': {
    one: '…e mais {count} unidade: todas estão no CSV.',
    other: '…e mais {count} unidades: todas estão no CSV.',
  },
  'sku.elsewhere': '*{sku}* não é vendido no mercado {market}. É vendido em {markets}.',
  'sku.notReference': '*{text}* não é uma referência de controlador aqui.',
  'sku.fileTitle': 'Unidades para {sku}, mercado {market}',
  'mcp.notFromSlack':
    'Esta ferramenta só responde a utilizadores do Slack: a chamada tem de vir do Slack (Slackbot), com o seu utilizador.',
  'mcp.types': 'Tipos de controlador do mercado {market}: {types}.',
  'mcp.skuFirst':
    'São listadas as primeiras {shown} de {count} unidades: `/controller {sku}` dá todas num CSV.',
  'mcp.listOrder': 'Resumo da encomenda',
};
