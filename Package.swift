// swift-tools-version: 6.0
import PackageDescription

/// Async functions that are not isolated run on their caller's actor (SE-0461), so a mock
/// called from a main-actor view model never hops to the global executor: a preview's work
/// happens on the main actor, in an order the runner can settle deterministically.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "TextPreviews",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "PreviewKit", targets: ["PreviewKit"]),
    .library(name: "PreviewRunner", targets: ["PreviewRunner"]),
    .executable(name: "preview-runner", targets: ["preview-runner"]),
    .plugin(name: "PreviewRegistryPlugin", targets: ["PreviewRegistryPlugin"]),
  ],
  targets: [
    // The component language: views, layout, styles, environment, state, cell buffer and renderers.
    .target(name: "TextUI", swiftSettings: settings),
    // What previews are made of: PreviewProvider, states, mock responses, DependencyProvider.
    .target(name: "PreviewKit", dependencies: ["TextUI"], swiftSettings: settings),
    // The runner: discovery, execution, snapshot store, diff, reports, command line.
    .target(name: "PreviewRunner", dependencies: ["PreviewKit", "TextUI"], swiftSettings: settings),
    // The sample app: a reading list and a random-number screen.
    .target(name: "ReadingList", dependencies: ["TextUI", "PreviewKit"], swiftSettings: settings),
    // The sample app's previews, found by the registry plugin with no list to edit.
    .target(
      name: "Previews",
      dependencies: ["ReadingList", "PreviewKit", "TextUI"],
      path: "Previews",
      swiftSettings: settings,
      plugins: ["PreviewRegistryPlugin"]),
    // Scans a previews target's sources and writes the list of its PreviewProvider types.
    .executableTarget(name: "preview-registry-generator", swiftSettings: settings),
    .plugin(
      name: "PreviewRegistryPlugin",
      capability: .buildTool(),
      dependencies: ["preview-registry-generator"]
    ),
    // The thin executable: the runner over this package's previews.
    .executableTarget(name: "preview-runner", dependencies: ["PreviewRunner", "Previews"], swiftSettings: settings),
    // Release-build benchmarks run by the scripts in scripts/.
    .executableTarget(
      name: "benchmarks", dependencies: ["TextUI", "PreviewKit", "PreviewRunner"], swiftSettings: settings),
    .testTarget(name: "TextUITests", dependencies: ["TextUI"], swiftSettings: settings),
    .testTarget(
      name: "PreviewRegistryGeneratorTests", dependencies: ["preview-registry-generator"], swiftSettings: settings),
    .testTarget(
      name: "PreviewRunnerTests", dependencies: ["PreviewRunner", "PreviewKit", "TextUI", "Previews"],
      swiftSettings: settings),
    .testTarget(
      name: "ReadingListTests", dependencies: ["ReadingList", "PreviewKit", "TextUI", "PreviewRunner", "Previews"],
      swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
