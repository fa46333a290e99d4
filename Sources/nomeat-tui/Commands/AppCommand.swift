import Foundation
import MealLog
import PickerModel
import PickerTUI

/// `nomeat-tui`: the meal-entry screen for today, over the meal log.
enum AppCommand {
  static let help = """
    usage: nomeat-tui [--db PATH] [--catalog FILE]

    The meal-entry screen for today: answer "Did you eat meat today?" (y/n), pick a quantity
    and a food, and add the meal (a). h shows your history, s what counts as meat, q quits.
    """

  @MainActor
  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["help"], command: "nomeat-tui")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    if let extra = arguments.positionals.first { throw UsageError("unknown command \(echoed(extra)); see nomeat-tui --help") }
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readWrite)
    let picker = Picker(catalog: catalog)
    let terminal: Terminal
    do {
      terminal = try Terminal(requireStandardStreams: true)
    } catch {
      throw UsageError(error.description)
    }
    let screens = AppScreens(log: log, catalog: catalog, terminal: terminal)
    var session = PickerSession(picker: picker, terminal: terminal, purpose: .mealEntry, query: nil, day: DayView(date: ""))
    var failure: String?
    do {
      session.day = try screens.dayView(message: nil)
    } catch {
      failure = error.description
    }
    let end =
      failure != nil
      ? PickerSession.End(code: .badInput)
      : session.run { outcome, state, day in
        do {
          switch outcome {
          case .mealAdded(let meal):
            let entry = LoggedMeal(meal: meal, quantity: meal.quantity.rawValue, catalog: catalog, day: .today, time: currentTime())
            try log.add(entry)
            day = try screens.dayView(message: "Added \(entry.sentence)")
          case .answered(let ateMeat):
            try log.setAnswer(ateMeat: ateMeat, on: .today)
            day = try screens.dayView(message: "You answered \(ateMeat ? "YES" : "NO")")
          case .showHistory:
            if screens.showHistory() == .interrupted { return .init(code: .interrupted) }
            picker.reduce(into: &state, action: .terminalResized(terminal.size))
          case .showSettings:
            switch try screens.showSettings() {
            case .interrupted: return .init(code: .interrupted)
            case .saved: day = try screens.dayView(message: "Saved what counts as meat")
            case .cancelled, .none: break
            }
            picker.reduce(into: &state, action: .terminalResized(terminal.size))
          case .quit: return .init(code: .done)
          case .interrupted: return .init(code: .interrupted)
          case .none, .picked, .cancelled: break
          }
        } catch let error as MealLogError where error.isTemporary {
          // Another program's lock, a full disk: say so on the status line and keep the meal
          // row as it was, so that `a` tries again.
          day.message = "Not saved: " + error.description.replacingOccurrences(of: log.path, with: "the meal log")
        } catch {
          failure = String(describing: error)
          return .init(code: .badInput)
        }
        return nil
      }
    terminal.stop()
    if let failure { throw UsageError(failure) }
    return end.code
  }
}

/// The app's other screens and the day's data, over the log.
@MainActor
struct AppScreens {
  let log: MealLog
  let catalog: Catalog
  let terminal: Terminal

  var glyphs: Glyphs { Glyphs(unicode: terminal.isUnicode) }

  func dayView(message: String?) throws(MealLogError) -> DayView {
    let today = Day.today
    let summary = try log.summaries(from: today, through: today, defaultMeatSections: catalog.defaultMeatSections)[0]
    return DayView(
      date: today.longName,
      meals: summary.meals.map { .init(time: $0.time, sentence: $0.sentence, kgCO2e: $0.kgCO2e, countsAsMeat: summary.countsAsMeat($0)) },
      ateMeat: summary.ateMeat, answeredExplicitly: summary.explicitAnswer != nil, message: message)
  }

  enum ModalEnd { case back, interrupted }

  /// The last 30 days, until Esc, q or h.
  func showHistory() -> ModalEnd {
    let lines: [String]
    do {
      let today = Day.today
      let history = History(days: try log.summaries(from: today.adding(days: -29), through: today, defaultMeatSections: catalog.defaultMeatSections))
      lines = HistoryChart.lines(history, unicode: terminal.isUnicode, barWidth: 24)
    } catch {
      lines = [error.description]
    }
    let screen = TextScreenView(title: "History: the last 30 days", lines: lines, help: "esc back", pinned: 1)
    defer { terminal.invalidate() }
    terminal.invalidate()
    while true {
      terminal.paint(screen.render(size: terminal.size, glyphs: glyphs))
      switch terminal.readEvent() {
      case .key(.escape), .key(.character("q")), .key(.character("h")), .key(.enter): return .back
      case .key(.control("c")), .closed: return .interrupted
      case .resize: terminal.invalidate()
      case .key, .ignored: break
      }
    }
  }

  /// The checklist of what counts as meat; saved on Enter.
  func showSettings() throws(MealLogError) -> SettingsScreen.Outcome {
    var screen = SettingsScreen(catalog: catalog, selected: try log.meatSections().map(Set.init) ?? catalog.defaultMeatSections)
    defer { terminal.invalidate() }
    terminal.invalidate()
    while true {
      terminal.paint(screen.render(size: terminal.size, glyphs: glyphs))
      switch terminal.readEvent() {
      case .key(let key):
        let outcome = screen.reduce(key)
        if case .saved(let sections) = outcome {
          try log.setMeatSections(catalog.sections.map(\.id).filter(sections.contains))
        }
        if outcome != .none { return outcome }
      case .resize: terminal.invalidate()
      case .closed: return .interrupted
      case .ignored: break
      }
    }
  }
}
