// swift-tools-version:6.0
import PackageDescription

// Warnings fail the build: the house rule is a clean build (docs/DESIGN.md, House style).
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

// The executables link the Swift standard library and Foundation statically, as
// `swift build --static-swift-stdlib` does, so that plain `swift build` and `swift run` start
// without the dynamic loader binding Foundation and ICU (half of a 12 ms start; DECISIONS.md,
// 2026-12-04). `-static-stdlib` alone leaves out the libraries that only the static Foundation's
// modules name (undefined `swift_udat_applyPattern`); the modules are compiled as usual, so the
// tests link the dynamic libraries as Swift Testing needs, and are named here. lld links them
// without gold's warning about glibc's mktemp, which the static Foundation calls. A test target must
// not depend on an executable target: its linker settings would reach the test bundle.
let staticSwift: [LinkerSetting] = [
  .unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie"]),
  .linkedLibrary("FoundationInternationalization"), .linkedLibrary("FoundationEssentials"),
  .linkedLibrary("CoreFoundation"), .linkedLibrary("_FoundationICU"), .linkedLibrary("_FoundationCShims"),
  .linkedLibrary("_FoundationCollections"), .linkedLibrary("swiftSynchronization"), .linkedLibrary("swiftDispatch"),
]

let package = Package(
  name: "nomeat-tui",
  products: [
    .executable(name: "nomeat-tui", targets: ["nomeat-tui"]),
    .executable(name: "picker-bench", targets: ["picker-bench"]),
  ],
  dependencies: [],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      path: "Sources/CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      path: "Sources/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // The food data engine: the catalog format and its one reader, the compiled form and its
    // cache, search, imports and nutrients. It knows nothing of the app or the log.
    .target(
      name: "FoodData",
      // The built-in foods' two tiers (curated, then USDA FNDDS) and the FNDDS recipes for `show`.
      resources: [.copy("../../Resources/catalog.json"), .copy("../../Resources/fndds.json"), .copy("../../Resources/fndds-trace.tsv")],
      swiftSettings: strict
    ),
    // The terms of a food diary that the log and the app both use (periods, the meat-free streak),
    // so that neither depends on the other.
    .target(name: "Diary", swiftSettings: strict),
    // The app's states, actions, reducers and key table, over the food data.
    .target(name: "PickerModel", dependencies: ["FoodData", "Diary"], swiftSettings: strict),
    .target(name: "PickerTUI", dependencies: ["PickerModel", "FoodData", "Diary", "CNcurses"], swiftSettings: strict),
    .target(name: "MealLog", dependencies: ["FoodData", "Diary", "CSQLite"], swiftSettings: strict),
    // The commands and the app's effects, as a library: tests import it, and only the thin
    // executable around it carries the static linker settings, which a test bundle must not get.
    .target(name: "NomeatCommands", dependencies: ["FoodData", "Diary", "PickerModel", "PickerTUI", "MealLog"], swiftSettings: strict),
    .executableTarget(
      name: "nomeat-tui",
      dependencies: ["NomeatCommands"],
      swiftSettings: strict,
      linkerSettings: staticSwift
    ),
    .executableTarget(name: "picker-bench", dependencies: ["FoodData", "PickerModel", "PickerTUI"], swiftSettings: strict, linkerSettings: staticSwift),
    // Fixtures are read by path (#filePath), like MealLogTests' own.
    // What more than one test target needs (a seeded generator, the package's folder, the reference reading of the search rules).
    .target(name: "TestSupport", dependencies: ["FoodData"], path: "Tests/Support", swiftSettings: strict),
    .testTarget(name: "FoodDataTests", dependencies: ["FoodData", "TestSupport"], exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(name: "PickerModelTests", dependencies: ["PickerModel", "FoodData", "Diary", "TestSupport"], swiftSettings: strict),
    // The goldens render a fixture catalog of their own (Fixtures/catalog.json), read by path.
    .testTarget(name: "PickerTUITests", dependencies: ["PickerTUI", "PickerModel", "FoodData", "Diary"], exclude: ["Fixtures"], swiftSettings: strict),
    // The fixtures are read by path (#filePath), as files a user would have.
    .testTarget(name: "MealLogTests", dependencies: ["MealLog", "FoodData", "Diary", "CSQLite", "TestSupport"], exclude: ["Fixtures"], swiftSettings: strict),
    // Runs the nomeat-tui binary, which `swift test` builds with every other product.
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["MealLog", "FoodData", "Diary", "PickerModel", "NomeatCommands"],
      swiftSettings: strict
    ),
  ]
)
