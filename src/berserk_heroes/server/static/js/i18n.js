// Russian by default, English on the switch in the top bar; the choice is kept in localStorage.
// Engine texts (prompts, options, refusals, log lines) come from the server in both languages: pick() chooses.

const WORDS = {
  title: ["Берсерк. Герои", "Berserk. Heroes"],
  lobby: ["Лобби", "Lobby"], decks: ["Колоды", "Decks"],
  movePlay: ["Разыграть", "Play"], moveAttack: ["Атаковать", "Attack"], moveHero: ["героя", "the hero"],
  newGame: ["Новая игра", "New game"], yourDeck: ["Ваша колода", "Your deck"],
  opponent: ["Соперник", "Opponent"], opponentDeck: ["Колода соперника", "Opponent's deck"],
  friend: ["друг по ссылке", "a friend by link"], ai: ["ИИ", "AI"],
  publicGame: ["открытая (в списке, можно смотреть)", "public (listed, can be watched)"],
  create: ["Начать", "Start"], precons: ["Готовые колоды", "Preconstructed decks"],
  saved: ["Сохранённые колоды", "Saved decks"],
  openGames: ["Открытые игры", "Public games"], noGames: ["пока нет открытых игр", "no public games yet"],
  myGames: ["Мои игры в этом браузере", "My games in this browser"],
  watch: ["смотреть", "watch"], join: ["играть", "join"], replay: ["повтор", "replay"], record: ["запись", "record"],
  statusWaiting: ["ждёт соперника", "waiting"], statusActive: ["идёт", "in progress"], statusFinished: ["окончена", "finished"],
  invite: ["Пошлите другу эту ссылку:", "Send your friend this link:"],
  yourLink: ["Ваше место:", "Your seat:"], spectatorLink: ["Для зрителей:", "For spectators:"],
  copy: ["копировать", "copy"], goToTable: ["К столу", "To the table"],
  joinTitle: ["Вас пригласили в игру", "You are invited to a game"], joinButton: ["Сесть за стол", "Take the seat"],
  docs: ["Протокол для ботов", "Protocol for bots"],
  hand: ["Рука", "Hand"], deck: ["Колода", "Deck"], graveyard: ["Кладбище", "Graveyard"],
  queue: ["Очередь", "Queue"], log: ["Журнал", "Log"], coins: ["Монеты", "Coins"],
  open: ["открыто", "open"], closed: ["закрыт", "closed"], wounds: ["раны", "wounds"], life: ["жизнь", "life"],
  strike: ["удар", "strike"], turn: ["Ход", "Turn"], you: ["Вы", "You"], opponentShort: ["Соперник", "Opponent"],
  player: ["Игрок", "Player"], spectator: ["Зритель", "Spectator"], yourMove: ["Ваш ход", "Your move"],
  activePlayer: ["ходит", "active"], decides: ["Решает", "Deciding"], waitingFor: ["Ждём решения соперника…", "Waiting for the opponent…"],
  waitingJoin: ["Ждём второго игрока. Ссылка для друга:", "Waiting for the second player. Link for your friend:"],
  actions: ["Действия", "Actions"], allOptions: ["Все варианты", "All options"], cancel: ["Отмена", "Cancel"],
  confirm: ["Подтвердить", "Confirm"], chooseTarget: ["Выберите цель (подсвечена)", "Choose a target (highlighted)"],
  notNow: ["Сейчас нельзя", "Not now"], cardsInHand: ["карт в руке", "cards in hand"],
  cardsInDeck: ["в колоде", "in deck"], empty: ["пусто", "empty"],
  gameOver: ["Игра окончена", "Game over"], youWon: ["Вы победили!", "You won!"], youLost: ["Вы проиграли", "You lost"],
  draw: ["Ничья", "Draw"], reconnecting: ["Связь потеряна, подключаемся…", "Connection lost, reconnecting…"],
  connected: ["На связи", "Connected"], noToken: ["В ссылке нет ключа места: откройте ссылку целиком.",
    "The link has no seat key: open the whole link."],
  confirmEnd: ["Закончить ход? У вас ещё есть действия.", "End the turn? You still have actions."],
  confirmSkip: ["Пропустить? У вас есть другие варианты.", "Pass? You have other options."],
  confirmHero: ["Атаковать героя?", "Attack the hero?"],
  shown: ["Показанные карты", "Shown cards"], reserve: ["Резерв", "Reserve"], completedQuests: ["Завершённые квесты", "Completed quests"], counters: ["счётчики", "counters"],
  unsupported: ["не поддерживается движком", "not supported by the engine"],
  search: ["Поиск карт", "Card search"], name: ["Название", "Name"], text: ["Текст", "Text"],
  element: ["Стихия", "Element"], type: ["Тип", "Type"], cls: ["Класс", "Class"], cost: ["Стоимость", "Cost"],
  onlySupported: ["только поддерживаемые", "supported only"], find: ["Найти", "Find"], more: ["Ещё", "More"],
  deckName: ["Название колоды", "Deck name"], hero: ["Герой", "Hero"], setHero: ["сделать героем", "make hero"],
  add: ["добавить", "add"], remove: ["убрать", "remove"], cardsCount: ["карт", "cards"],
  legalDeck: ["Колода по правилам", "The deck is legal"], problems: ["Нарушения правил", "Rule problems"],
  importText: ["Импорт текста", "Import text"], exportText: ["Экспорт текста", "Export text"],
  load: ["Загрузить", "Load"], save: ["Сохранить на сервере", "Save on the server"],
  savedAs: ["Сохранено:", "Saved:"], rule: ["правило", "rule"], line: ["строка", "line"],
  replayOf: ["Повтор игры", "Replay of game"], step: ["Шаг", "Step"], of: ["из", "of"],
  seatView: ["Глазами", "View of"], hashOk: ["хеш состояния совпадает с записью", "the state hash matches the record"],
  hashBad: ["хеш состояния НЕ совпадает с записью", "the state hash does NOT match the record"],
  first: ["В начало", "First"], back: ["Назад", "Back"], forward: ["Вперёд", "Forward"], last: ["В конец", "Last"],
  replayLink: ["Смотреть повтор", "Watch the replay"], downloadRecord: ["Скачать запись", "Download the record"],
  backToLobby: ["В лобби", "To the lobby"], any: ["любая", "any"], error: ["Ошибка", "Error"],
};

let lang = localStorage.getItem("lang") === "en" ? "en" : "ru";

export function t(key) {
  const pair = WORDS[key];
  return pair ? pair[lang === "en" ? 1 : 0] : key;
}

export function pick(obj, base = "") {
  // Server objects carry both languages: {ru, en} or {prompt_ru, prompt_en}.
  if (!obj) return "";
  return obj[base + (lang === "en" ? "en" : "ru")] ?? obj[base + "ru"] ?? "";
}

export function getLang() { return lang; }

export function setLang(value) {
  lang = value === "en" ? "en" : "ru";
  localStorage.setItem("lang", lang);
  document.documentElement.lang = lang;
}
