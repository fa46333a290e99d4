import MealLog
import PickerModel

/// The targets screen's changes: a target set or cleared in the log, as `target set` and
/// `target clear` make them (one change each, undoable).
extension AppEffects {
  func saveTarget(_ measure: DayTargets.Measure, _ value: Double?) -> AppAction {
    let kind: TargetKind =
      switch measure {
      case .kcal: .kcal
      case .protein: .protein
      case .fibre: .fibre
      case .co2eWeek: .co2eWeek
      }
    let bound = kind == .protein || kind == .fibre ? "at least" : "at most"
    let figure = value.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? ""
    let words = value == nil ? "no \(kind.rawValue) target" : "\(kind.rawValue) \(bound) \(figure) \(kind.unit)\(kind == .co2eWeek ? " a week" : " a day")"
    return change(.changeLimit, status: .targetSaved(words)) { try log.setTarget(kind, to: value) }
  }
}
