import PickerModel

/// The status line's words for what happened: the one place they are made.
public enum StatusWords {
  public static func text(_ status: AppStatus) -> String {
    switch status {
    case .added(let sentence): "Added \(sentence)"
    case .answered(let ateMeat): "You answered \(ateMeat ? "YES" : "NO")"
    case .changed(let from, let to): from == to ? "Changed \(to)" : "Changed \(from) to \(to)"
    case .removed(let sentence): "Deleted \(sentence) · u undoes it"
    case .moved(let sentence, let day): "Moved \(sentence) to \(DayWords.label(day)) · u undoes it"
    case .targetSaved(let words): "Target: \(words)"
    case .notInTheFuture: "A meal cannot go to a day after today"
    case .copied(let count, let from): "Copied \(count) meal\(count == 1 ? "" : "s") from \(DayWords.label(from))"
    case .nothingToCopy(let from): "No meals on \(DayWords.label(from)) to copy"
    case .mealGone: "That meal is not in the log any more"
    case .foodNotInCatalog(let sentence): "\(sentence): its food is not in the catalog any more; pick one"
    case .savedMeatSections: "Saved what counts as meat"
    case .limitSaved(let name, let count, let period): "Limit: \(name) at most \(count) a \(period.rawValue)"
    case .limitRemoved(let name): "Removed the limit on \(name)"
    case .notAdded: "Not added: the log is unchanged"
    case .undid(let summary): "Undid: \(summary)"
    case .redid(let summary): "Redid: \(summary)"
    case .nothingToUndo: "Nothing to undo"
    case .nothingToRedo: "Nothing to redo"
    case .failed(let failure): text(failure)
    }
  }

  /// "Could not read the history: the meal log is locked": what failed, then why; where
  /// trying again is one key, the key.
  public static func text(_ failure: AppFailure) -> String {
    switch failure.operation {
    case .readLog: "Could not read the log: \(failure.reason)"
    case .readHistory: "Could not read the history: \(failure.reason)"
    case .readReview: "Could not read the weekly review: \(failure.reason)"
    case .readNutrients: "Could not read the nutrients: \(failure.reason)"
    case .addMeal: "Could not add the meal: \(failure.reason). Press a to try again"
    case .saveAnswer: "Could not save the answer: \(failure.reason)"
    case .changeMeal: "Could not change the meal: \(failure.reason)"
    case .removeMeal: "Could not delete the meal: \(failure.reason)"
    case .copyMeals: "Could not copy the meals: \(failure.reason)"
    case .saveMeatSections: "Could not save what counts as meat: \(failure.reason)"
    case .addLimit: "Could not add the limit: \(failure.reason)"
    case .changeLimit: "Could not change the limit: \(failure.reason)"
    case .removeLimit: "Could not remove the limit: \(failure.reason)"
    case .undo: "Could not undo: \(failure.reason)"
    case .redo: "Could not redo: \(failure.reason)"
    case .readTypedLimit: failure.reason
    }
  }
}
