import Testing
import PickerModel
@testable import PickerTUI

@Test func dumpFrames() {
  let cases: [(String, Frame)] = [
    ("main80", unicode.render(state(.mealEntry, 80, 24), day: sampleDay)),
    ("sheet80", unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed]), day: sampleDay)),
    ("search80", unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("pra")), day: sampleDay)),
    ("none80", unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay)),
    ("main40", unicode.render(state(.mealEntry, 40, 12), day: sampleDay)),
    ("sheet40", unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed]), day: sampleDay)),
    ("qty40", unicode.render(state(.mealEntry, 40, 12, [.focusPreviousPressed, .confirmPressed]), day: sampleDay)),
    ("search120", unicode.render(state(.mealEntry, 120, 40, [.foodButtonPressed] + typing("chicken")), day: sampleDay)),
    ("ascii80", ascii.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("creme")), day: sampleDay)),
    ("small", unicode.render(state(.mealEntry, 30, 8), day: sampleDay)),
    ("pick80", unicode.render(state(.pickOnly, 80, 24), day: sampleDay)),
  ]
  for (name, frame) in cases {
    print("=== \(name)\n\(frame.text)")
  }
}
