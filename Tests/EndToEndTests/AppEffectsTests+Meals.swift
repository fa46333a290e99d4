import MealLog
import PickerModel
import Testing
import FoodData

@testable import NomeatCommands

/// The app's changes to logged meals over a real log: each answers with the day read again and
/// a status naming the meal, each is one change that undo takes back, and a meal that is gone
/// or a log that is broken says so.
extension AppEffectsTests {
  /// A log holding Some Salmon at 12:00 today, and its line as the app shows it.
  func withSalmon() throws -> (AppEffects, DayView.MealLine) {
    let effects = try effects()
    let (snapshot, _) = try #require(logged(effects.perform(.logMeal(meal("salmon")))))
    return (effects, try #require(snapshot.day.meals.first))
  }

  @Test func theDaysMealsCarryWhatTheEditRowNeeds() throws {
    let (_, line) = try withSalmon()
    #expect(line.foodID == "salmon")
    #expect(line.quantity == "some")
    #expect(line.grams == 150)
    #expect(!line.id.isEmpty)
  }

  @Test func aMealByWeightIsLoggedByWeight() throws {
    let effects = try effects()
    let weighed = Meal(quantity: .some, food: meal("salmon").food, grams: 120)
    let (snapshot, status) = try #require(logged(effects.perform(.logMeal(weighed))))
    #expect(status == .added("120 g of Salmon"))
    let line = try #require(snapshot.day.meals.first)
    #expect(line.sentence == "120 g of Salmon")
    #expect(line.quantity == "grams" && line.grams == 120)
  }

  @Test func aQuantityChangedShowsInTheDaysTotal() throws {
    let (effects, line) = try withSalmon()
    let (snapshot, status) = try #require(logged(effects.perform(.changeMealQuantity(id: line.id, .lot))))
    #expect(status == .changed(from: "Some Salmon", to: "A lot of Salmon"))
    #expect(snapshot.day.meals.map(\.sentence) == ["A lot of Salmon"])
    #expect(snapshot.day.meals.map(\.grams) == [300])
    #expect(abs(snapshot.day.totalKgCO2e - 2 * (line.kgCO2e ?? .nan)) < 0.001)
    let (undone, _) = try #require(logged(effects.perform(.undo)))
    #expect(undone.day.meals.map(\.sentence) == ["Some Salmon"])
  }

  @Test func saveWritesTheFoodWeightAndTimeOverTheMeal() throws {
    let (effects, line) = try withSalmon()
    let tofu = Meal(quantity: .some, food: meal("tofu").food, grams: 80)
    let (snapshot, status) = try #require(logged(effects.perform(.replaceMeal(id: line.id, meal: tofu, time: "08:30"))))
    #expect(status == .changed(from: "Some Salmon", to: "80 g of Tofu"))
    let edited = try #require(snapshot.day.meals.first)
    #expect(edited.id == line.id)
    #expect(edited.time == "08:30")
    #expect(edited.quantity == "grams" && edited.grams == 80)
    #expect(!edited.countsAsMeat)
    #expect(snapshot.day.ateMeat == false)
  }

  @Test func aMealDeletedIsGoneAndUndoBringsItBack() throws {
    let (effects, line) = try withSalmon()
    let (snapshot, status) = try #require(logged(effects.perform(.removeMeal(id: line.id))))
    #expect(status == .removed("Some Salmon"))
    #expect(snapshot.day.meals.isEmpty)
    let (undone, undid) = try #require(logged(effects.perform(.undo)))
    #expect(undid == .undid("deleted Some Salmon on 2026-12-03"))
    #expect(undone.day.meals.map(\.id) == [line.id])
  }

  @Test func aMealThatIsGoneSaysSo() throws {
    let (effects, line) = try withSalmon()
    _ = effects.perform(.removeMeal(id: line.id))
    #expect(logged(effects.perform(.removeMeal(id: line.id)))?.1 == .mealGone)
    #expect(logged(effects.perform(.changeMealQuantity(id: line.id, .lot)))?.1 == .mealGone)
    #expect(logged(effects.perform(.repeatMeal(id: line.id)))?.1 == .mealGone)
  }

  @Test func aRepeatedMealIsLoggedAgainNow() throws {
    let (shown, line) = try withSalmon()
    var effects = shown
    effects.now = { "19:05" }
    let (snapshot, status) = try #require(logged(effects.perform(.repeatMeal(id: line.id))))
    #expect(status == .added("Some Salmon"))
    #expect(snapshot.day.meals.map(\.time) == ["12:00", "19:05"])
  }

  @Test func theDayBeforeIsCopiedAsOneChange() throws {
    let effects = try effects()
    _ = effects.perform(.showDay(.previous))
    _ = effects.perform(.logMeal(meal("tofu")))
    _ = effects.perform(.logMeal(meal("oats", .lot)))
    _ = effects.perform(.showDay(.today))
    // The app logs a day before at 23:59, a snack: at 23:30, `c` copies the snacks.
    var late = effects
    late.now = { "23:30" }
    let (snapshot, status) = try #require(logged(late.perform(.copyDayBefore)))
    #expect(status == .copied(count: 2, from: today.adding(days: -1).calendarDay))
    #expect(snapshot.day.meals.map(\.sentence) == ["Some Tofu", "A lot of Oats"])
    let (undone, _) = try #require(logged(effects.perform(.undo)))
    #expect(undone.day.meals.isEmpty, "one undo takes the whole copy back")
    _ = effects.perform(.showDay(.previous))
    #expect(logged(effects.perform(.copyDayBefore))?.1 == .nothingToCopy(from: today.adding(days: -2).calendarDay))
  }

  @Test func changesToABrokenLogSayWhatFailed() throws {
    let effects = try broken()
    #expect(failed(effects.perform(.removeMeal(id: "a1b2c3")))?.operation == .removeMeal)
    #expect(failed(effects.perform(.changeMealQuantity(id: "a1b2c3", .lot)))?.operation == .changeMeal)
    #expect(failed(effects.perform(.replaceMeal(id: "a1b2c3", meal: meal("tofu"), time: "08:00")))?.operation == .changeMeal)
    #expect(failed(effects.perform(.copyDayBefore))?.operation == .copyMeals)
  }
}

/// The nutrients screen's report over a real log.
extension AppEffectsTests {
  @Test func theNutrientsOfTheDayShownAreReadFromTheLog() throws {
    let effects = try effects()
    let lentils = meal("lentils", .lot)
    _ = effects.perform(.logMeal(lentils))
    guard case .nutrients(.reportLoaded(let report, let day)) = effects.perform(.loadNutrients) else {
      Issue.record("no report")
      return
    }
    #expect(day == today.calendarDay)
    let iron = try #require(report.rows.first { $0.nutrient == .iron })
    let logged = try #require(lentils.nutrients?[.iron])
    #expect(abs((iron.day ?? 0) - logged) < 1e-6, "the day's iron is the meal's")
    #expect(report.short.contains { $0.nutrient == .vitaminB12 }, "lentils hold no B12")
  }

  @Test func nutrientsThatCannotBeReadSaySo() throws {
    #expect(failed(try broken().perform(.loadNutrients))?.operation == .readNutrients)
  }
}

/// The weekly review's nutrients over a real log.
extension AppEffectsTests {
  @Test func theReviewSaysTheNutrientsThatFellShortAndWhatSuppliedThem() throws {
    let effects = try effects()
    let lentils = meal("lentils", .lot)
    _ = effects.perform(.logMeal(lentils))
    _ = effects.perform(.logMeal(meal("oats")))
    guard case .report(.reviewLoaded(let review)) = effects.perform(.loadReport) else {
      Issue.record("no review")
      return
    }
    let b12 = try #require(review.shortNutrients.first { $0.nutrient == .vitaminB12 })
    #expect(b12.averageShare == 0 && b12.suppliers.isEmpty, "neither holds B12")
    let iron = try #require(review.shortNutrients.first { $0.nutrient == .iron })
    let expected = (lentils.nutrients?[.iron] ?? 0) + (meal("oats").nutrients?[.iron] ?? 0)
    #expect(abs(iron.averageShare - expected / Nutrient.iron.reference) < 1e-9, "one day with meals: the day is the average")
    #expect(iron.suppliers.first?.name == "Lentils")
    #expect(review.shortNutrients.map(\.averageShare) == review.shortNutrients.map(\.averageShare).sorted())
    #expect(!review.shortNutrients.contains { $0.nutrient.better != .more })
  }
}

/// `c` and `r` as a week of use needs them: `c` on today copies the meal of the time now from
/// the day before, not lunch and dinner at breakfast; `r` on a day before logs the meal today.
extension AppEffectsTests {
  @Test func copyOnTodayCopiesOnlyTheMealOfTheTimeNow() throws {
    var effects = try effects()
    _ = effects.perform(.showDay(.previous))
    effects.now = { "08:00" }
    _ = effects.perform(.logMeal(meal("oats")))
    effects.now = { "12:30" }
    _ = effects.perform(.showDay(.previous))
    // A day before is logged at 23:59 by the app; these are moved by hand to their meals.
    let yesterday = today.adding(days: -1)
    let log = try MealLog(path: effects.log.path)
    let meals = try log.meals(on: yesterday)
    #expect(meals.count == 1)
    var oats = try #require(meals.first)
    oats.time = "08:00"
    oats.meal = .breakfast
    try log.replace(oats)
    try log.add(
      LoggedMeal(
        day: yesterday, time: "19:00", quantity: "some", grams: 150, foodID: "lentils", foodName: "Lentils", sectionID: "pulses",
        sectionName: "Pulses", kgCO2ePerKg: 1, kcalPer100g: 100, proteinPer100g: 9))
    _ = effects.perform(.showDay(.today))
    effects.now = { "08:10" }
    let (snapshot, status) = try #require(logged(effects.perform(.copyDayBefore)))
    #expect(status == .copied(count: 1, from: yesterday.calendarDay))
    #expect(snapshot.day.meals.map(\.sentence) == ["Some Oats"], "breakfast only: dinner is not eaten yet")
  }

  @Test func repeatFromADayBeforeLogsTheMealTodayNow() throws {
    var effects = try effects()
    _ = effects.perform(.showDay(.previous))
    let (before, _) = try #require(logged(effects.perform(.logMeal(meal("salmon")))))
    let line = try #require(before.day.meals.first)
    effects.now = { "13:15" }
    _ = effects.perform(.repeatMeal(id: line.id))
    let log = try MealLog(path: effects.log.path)
    #expect(try log.meals(on: today).map(\.time) == ["13:15"], "today, at the time now")
    #expect(try log.meals(on: today.adding(days: -1)).count == 1, "the day before is as it was")
  }
}

extension AppEffectsTests {
  /// The quantity list's quick add line, over a real log: a meal of its energy alone.
  @Test func aQuickAddFromTheAppIsItsEnergyWithAnUnknownFootprint() throws {
    let effects = try effects()
    let (snapshot, status) = try #require(logged(effects.perform(.logQuickAdd(kcal: 450))))
    #expect(status == .added("Quick add (450 kcal)"))
    let line = try #require(snapshot.day.meals.first)
    #expect(line.kgCO2e == nil, "unknown, never 0")
    let meal = try #require(try MealLog(path: effects.log.path).meals(on: today).first)
    #expect(meal.kcal == 450 && meal.proteinGrams == nil && meal.quantity == "quick")
  }
}

extension AppEffectsTests {
  /// `<` `>` on a meal: to the day before or after its own, never past today (the week of use
  /// could not move a meal logged on the wrong day in the app).
  @Test func aMealMovesToTheDayBeforeAndBackButNotPastToday() throws {
    let (effects, line) = try withSalmon()
    let log = try MealLog(path: effects.log.path)
    let (_, status) = try #require(logged(effects.perform(.moveMealDay(id: line.id, days: -1))))
    #expect(status == .moved("Some Salmon", to: today.adding(days: -1).calendarDay))
    #expect(try log.meals(on: today).isEmpty && log.meals(on: today.adding(days: -1)).map(\.uid).first?.hasPrefix(line.id) == true)
    #expect(logged(effects.perform(.moveMealDay(id: line.id, days: 1)))?.1 == .moved("Some Salmon", to: today.calendarDay))
    #expect(logged(effects.perform(.moveMealDay(id: line.id, days: 1)))?.1 == .notInTheFuture)
    #expect(try log.meals(on: today).count == 1, "still today")
    #expect(try log.undo()?.summary.hasPrefix("changed Some Salmon") == true, "one undo takes a move back")
  }
}

extension AppEffectsTests {
  /// The targets screen's change, over a real log: the target `target list` then shows.
  @Test func aTargetSetInTheAppIsTheLogs() throws {
    let effects = try effects()
    let (snapshot, status) = try #require(logged(effects.perform(.saveTarget(.kcal, 1800))))
    #expect(status == .targetSaved("kcal at most 1800 kcal a day"))
    #expect(snapshot.targets?.today.first { $0.measure == .kcal }?.target == 1800)
    #expect(try MealLog(path: effects.log.path).targets()[.kcal] == 1800)
    _ = effects.perform(.saveTarget(.kcal, nil))
    #expect(try MealLog(path: effects.log.path).targets()[.kcal] == nil)
  }
}
