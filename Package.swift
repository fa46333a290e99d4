// swift-tools-version:6.0
import PackageDescription

// Warnings fail the build: the house rule is a clean build (docs/DESIGN.md, House style).
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

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
    .target(
      name: "PickerModel",
      resources: [.copy("../../Resources/catalog.json")],
      swiftSettings: strict
    ),
    .target(name: "PickerTUI", dependencies: ["PickerModel", "CNcurses"], swiftSettings: strict),
    .target(name: "MealLog", dependencies: ["PickerModel", "CSQLite"], swiftSettings: strict),
    .executableTarget(
      name: "nomeat-tui",
      dependencies: ["PickerModel", "PickerTUI", "MealLog"],
      swiftSettings: strict
    ),
    .executableTarget(name: "picker-bench", dependencies: ["PickerModel"], swiftSettings: strict),
    // Fixtures are read by path (#filePath), like MealLogTests' own.
    .testTarget(name: "PickerModelTests", dependencies: ["PickerModel"], exclude: ["Fixtures"], swiftSettings: strict),
    // The goldens render a fixture catalog of their own (Fixtures/catalog.json), read by path.
    .testTarget(name: "PickerTUITests", dependencies: ["PickerTUI", "PickerModel"], exclude: ["Fixtures"], swiftSettings: strict),
    // The fixtures are read by path (#filePath), as files a user would have.
    .testTarget(name: "MealLogTests", dependencies: ["MealLog", "PickerModel", "CSQLite"], exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["nomeat-tui", "MealLog", "PickerModel"],
      swiftSettings: strict
    ),
  ]
)
