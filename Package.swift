// swift-tools-version: 6.0
import PackageDescription

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
    .target(name: "TextUI"),
    // What previews are made of: PreviewProvider, states, mock responses, DependencyProvider.
    .target(name: "PreviewKit", dependencies: ["TextUI"]),
    // The runner: discovery, execution, snapshot store, diff, reports, command line.
    .target(name: "PreviewRunner", dependencies: ["PreviewKit", "TextUI"]),
    // The sample app: a reading list and a random-number screen.
    .target(name: "ReadingList", dependencies: ["TextUI", "PreviewKit"]),
    // The sample app's previews, found by the registry plugin with no list to edit.
    .target(
      name: "Previews",
      dependencies: ["ReadingList", "PreviewKit", "TextUI"],
      path: "Previews",
      plugins: ["PreviewRegistryPlugin"]
    ),
    // Scans a previews target's sources and writes the list of its PreviewProvider types.
    .executableTarget(name: "preview-registry-generator"),
    .plugin(
      name: "PreviewRegistryPlugin",
      capability: .buildTool(),
      dependencies: ["preview-registry-generator"]
    ),
    // The thin executable: the runner over this package's previews.
    .executableTarget(name: "preview-runner", dependencies: ["PreviewRunner", "Previews"]),
    // Release-build benchmarks run by the scripts in scripts/.
    .executableTarget(name: "benchmarks", dependencies: ["TextUI", "PreviewKit", "PreviewRunner"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
    .testTarget(name: "PreviewRegistryGeneratorTests", dependencies: ["preview-registry-generator"]),
    .testTarget(name: "PreviewRunnerTests", dependencies: ["PreviewRunner", "PreviewKit", "TextUI", "Previews"]),
    .testTarget(name: "ReadingListTests", dependencies: ["ReadingList", "PreviewKit", "TextUI", "PreviewRunner", "Previews"]),
  ],
  swiftLanguageModes: [.v6]
)
