import Foundation
import MealLog
import PickerModel
import FoodData

/// Opens the meal log named by `--db`, `$NOMEAT_DB` or the XDG default; a log that cannot be
/// used is a one-line error (exit 2), and the file is left as it was. Commands that only read
/// ask for `.readOnly`: they work on a read-only file or mount and create nothing.
///
/// A command that has loaded the catalog already passes it, for the meals still to fill.
func openLog(_ arguments: Arguments, access: MealLog.Access, catalog: Catalog? = nil) throws(UsageError) -> MealLog {
  if arguments.values["db"] == "" {
    throw UsageError("--db needs the path of a file, not an empty one; leave --db out to use the default log")
  }
  let environment = ProcessInfo.processInfo.environment
  let path = DatabaseLocation.path(option: arguments.values["db"], environment: environment)
  let folderIsOurs = DatabaseLocation.isDefault(option: arguments.values["db"], environment: environment)
  let logExisted = FileManager.default.fileExists(atPath: path)
  if folderIsOurs && access == .readWrite { LogPrivacy.createFolder(ofLog: path) }
  do {
    let log = try logged { () throws(MealLogError) in try MealLog(path: path, access: access) }
    makePrivate(path, folderIsOurs: folderIsOurs, logExisted: logExisted)
    try fillNutrients(of: log, arguments, catalog: catalog)
    return log
  } catch {
    // A path nobody typed on this command line: say where it came from, or the user looks
    // for a --db they never gave.
    guard DatabaseLocation.isFromEnvironment(option: arguments.values["db"], environment: environment) else { throw error }
    throw UsageError(error.description + " (the path is NOMEAT_DB's)")
  }
}

/// Takes other users' access away from a log just opened, and so known to be ours, and from
/// its folder when that is nomeat's own; said once, if the log was there before this command:
/// the next command finds it private (`LogPrivacy`).
private func makePrivate(_ path: String, folderIsOurs: Bool, logExisted: Bool) {
  let folderWasOpen = folderIsOurs && LogPrivacy.tightenFolder(ofLog: path)
  let logWasOpen = LogPrivacy.tightenLog(path)
  if logExisted && (folderWasOpen || logWasOpen) {
    StandardStreams.error("made the meal log private (other users had access to it): \(SafeText.render(path))")
  }
}

/// The sections the user counts as meat: the log's setting where a log exists, else the
/// catalog's defaults. Reading never creates a log.
func currentMeatSections(_ arguments: Arguments, catalog: Catalog) throws(UsageError) -> Set<String> {
  let path = DatabaseLocation.path(option: arguments.values["db"], environment: ProcessInfo.processInfo.environment)
  guard FileManager.default.fileExists(atPath: path) else { return catalog.defaultMeatSections }
  return try meatRule(try openLog(arguments, access: .readOnly), catalog: catalog)
}

/// Runs a log operation, turning its error into a usage error. The one place a log error
/// becomes a message: its paths and texts quoted, capped and cleaned as `echoed` does.
@discardableResult
func logged<T>(_ body: () throws(MealLogError) -> T) throws(UsageError) -> T {
  do {
    return try body()
  } catch {
    throw UsageError(error.description { echoed($0, keepingEnd: true) })
  }
}

/// `--date YYYY-MM-DD`, or today.
func day(_ arguments: Arguments, command: String) throws(UsageError) -> Day {
  guard let text = arguments.values["date"] else { return .today }
  guard let day = Day(text) else {
    throw UsageError("--date must be a real day as YYYY-MM-DD, not \(echoed(text)); for example --date \(Day.today)")
  }
  return day
}

extension LoggedMeal {
  /// The log's copy of a meal picked from the catalog.
  init(meal: Meal, quantity: String, catalog: Catalog, day: Day, time: String) {
    let section = catalog.section(of: meal.food)
    self.init(
      day: day, time: time, quantity: quantity, grams: meal.grams, foodID: meal.food.id, foodName: meal.food.name,
      sectionID: meal.food.section, sectionName: section?.name ?? meal.food.section,
      kgCO2ePerKg: meal.food.footprint.isKnown ? meal.food.footprint.kgCO2ePerKg : nil, per100g: meal.food.nutrition?.per100g ?? .unknown,
      nutrientsSource: .logged,
      sectionsWithin: meal.food.sectionsWithin)
    measure = meal.measureWords
  }
}

/// "08:12", now.
func currentTime() -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.dateFormat = "HH:mm"
  return formatter.string(from: Date())
}
