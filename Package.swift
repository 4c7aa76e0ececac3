// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// Async functions that are not isolated run on their caller's actor (SE-0461), so a mock
/// called from a main-actor view model never hops to the global executor: a preview's work
/// happens on the main actor, in an order the runner can settle deterministically.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "TextPreviews",
  // The language the sample app's and the tests' String Catalogs are written in: SwiftPM
  // writes it into each resource bundle as its development region.
  defaultLocalization: "en",
  // Synchronization's Mutex and Atomic need macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "PreviewKit", targets: ["PreviewKit"]),
    .library(name: "TextDependencies", targets: ["TextDependencies"]),
    .library(name: "PreviewRunner", targets: ["PreviewRunner"]),
    .library(name: "PreviewTesting", targets: ["PreviewTesting"]),
    .plugin(name: "PreviewRegistryPlugin", targets: ["PreviewRegistryPlugin"]),
  ],
  targets: [
    // The component language: views, layout, styles, environment, state, cell buffer and renderers.
    .target(name: "TextUI", dependencies: ["TextUIMacros", "TextUITerminal"], swiftSettings: settings),
    // Terminal I/O, a room of its own: raw mode, the alternate screen, window size, signals,
    // and the decoder of the bytes a terminal sends. It knows bytes and key events, never views.
    .target(name: "TextUITerminal", dependencies: ["CTextUITerminal"], swiftSettings: settings),
    // What must run inside a signal handler (restoring the terminal on a crash) is written in
    // C, where async-signal safety can be seen.
    .target(name: "CTextUITerminal"),
    // The compiler plugin behind `#Preview`, speaking the compiler's plugin protocol itself so
    // that no swift-syntax is needed.
    .macro(name: "TextUIMacros", dependencies: ["TextPreviewsMacroNames"], swiftSettings: settings),
    // The name a `#Preview` expands to, shared by the macro and the registry generator.
    .target(name: "TextPreviewsMacroNames", swiftSettings: settings),
    // Only a re-export of TextUI, kept so `import PreviewKit` compiles: the preview API
    // (PreviewProvider, states, mock responses, the app check) is in TextUI, because a
    // `#Preview` in app code, which imports TextUI only, expands to it.
    .target(name: "PreviewKit", dependencies: ["TextUI"], swiftSettings: settings),
    // Dependency values with live, preview and test contexts (the swift-dependencies shape),
    // and DependencyInjectable. Depends on nothing here: usable without TextUI.
    .target(name: "TextDependencies", swiftSettings: settings),
    // The snapshot core, which the runner and the assertions in `swift test` both stand on so
    // that they compare, record and render exactly alike: the snapshot file format, the store
    // with its pending renderings and lock, the diff, the judge with the one record mode, and
    // the renderer that turns a preview state into snapshots. It knows no command line.
    .target(
      name: "PreviewSnapshots", dependencies: ["PreviewKit", "TextUI", "TextDependencies"], swiftSettings: settings),
    // The runner: discovery, workers, the verify run, review, reports, live and watch, the
    // command line. It renders every preview state in the preview dependency context.
    .target(
      name: "PreviewRunner",
      dependencies: ["PreviewSnapshots", "PreviewKit", "TextUI", "TextDependencies", "CTextPreviewsEntryFallback"],
      swiftSettings: settings),
    // In `swift test`: snapshot assertions (in files and inline), previews as test cases and
    // the stability check, on the snapshot core alone: never the runner.
    .target(
      name: "PreviewTesting", dependencies: ["PreviewSnapshots", "PreviewKit", "TextUI"], swiftSettings: settings),
    // A weak `main` that explains a runner target missing the plugin, instead of a linker error.
    .target(name: "CTextPreviewsEntryFallback"),
    // Scans a previews target's sources and writes the list of its PreviewProvider types.
    .executableTarget(
      name: "textpreviews-registry-generator", dependencies: ["TextPreviewsMacroNames"], swiftSettings: settings),
    .plugin(
      name: "PreviewRegistryPlugin",
      capability: .buildTool(),
      dependencies: ["textpreviews-registry-generator"]
    ),

    // Everything below is this repository's own and is never exported: the names are
    // prefixed so that a user's `Previews`, `preview-runner` or `benchmarks` never collide.

    // The sample app: a reading list and a random-number screen, its statistics screen
    // translated into Japanese by a String Catalog.
    .target(
      name: "SampleReadingList", dependencies: ["TextUI", "TextDependencies"],
      resources: [.process("Resources")], swiftSettings: settings),
    // A swift-dependencies tutorial's random-number screen, ported by changing
    // its imports: a module of its own because its type names are the article's.
    .target(
      name: "SampleRandomNumberDependencies", dependencies: ["TextUI", "TextDependencies"], swiftSettings: settings),
    // The sample app running live in the terminal: `swift run textpreviews-reading-list`.
    .executableTarget(
      name: "textpreviews-reading-list", dependencies: ["SampleReadingList", "TextUI"], swiftSettings: settings),
    // A SwiftUI-shaped app that the live terminal tests drive in tmux.
    .executableTarget(name: "textpreviews-live-probe", dependencies: ["TextUI"], swiftSettings: settings),
    // The sample app's previews, found by the registry plugin with no list to edit.
    .target(
      name: "SamplePreviews",
      dependencies: [
        "SampleReadingList", "SampleRandomNumberDependencies", "PreviewKit", "TextUI", "TextDependencies",
      ],
      path: "Previews",
      swiftSettings: settings,
      plugins: ["PreviewRegistryPlugin"]),
    // `swift run preview-runner` in this repository: the runner over the sample's previews.
    // A root package's executable targets become products that are not exported, so a user's
    // own `preview-runner` target never meets this one.
    .executableTarget(
      name: "preview-runner", dependencies: ["PreviewRunner", "SamplePreviews"], swiftSettings: settings),
    // A runner over deliberately faulty previews (traps, endless loops), started as a real
    // process by the worker-isolation tests.
    .executableTarget(
      name: "textpreviews-faulty-previews", dependencies: ["PreviewRunner", "PreviewKit", "TextUI"],
      swiftSettings: settings),
    // The fault-injection suite run by scripts/check-faults: kills, stops and impersonates
    // the faulty-previews runner and its workers and checks what must hold after each fault;
    // it also rewrites inline snapshots into drifted, hostile and killed test files.
    .executableTarget(
      name: "textpreviews-fault-injection", dependencies: ["PreviewRunner", "PreviewSnapshots", "PreviewTesting"],
      swiftSettings: settings),
    // Release-build benchmarks run by the scripts in scripts/.
    .executableTarget(
      name: "textpreviews-benchmarks", dependencies: ["TextUI", "PreviewKit", "PreviewRunner", "PreviewSnapshots"],
      swiftSettings: settings),
    // SwiftUI screens written as tutorials and apps write them, with `import TextUI` as the
    // only change: the port corpus, snapshotted by PortCorpusTests and measured by
    // scripts/port-rate.
    .target(
      name: "TextPreviewsPortCorpus", dependencies: ["PreviewKit", "TextUI"], path: "Tests/PortCorpus/Screens",
      swiftSettings: settings, plugins: ["PreviewRegistryPlugin"]),
    // The held-out fidelity set: SwiftUI screens written before their rendering was looked
    // at, each judged against what SwiftUI shows (Tests/PortFidelity/README.md).
    .target(
      name: "TextPreviewsPortFidelity", dependencies: ["PreviewKit", "TextUI"], path: "Tests/PortFidelity/Screens",
      swiftSettings: settings, plugins: ["PreviewRegistryPlugin"]),
    .testTarget(
      name: "PortCorpusTests",
      dependencies: [
        "TextPreviewsPortCorpus", "TextPreviewsPortFidelity", "PreviewRunner", "PreviewSnapshots", "PreviewKit",
        "TextUI",
      ],
      swiftSettings: settings),
    .testTarget(name: "TextUITerminalTests", dependencies: ["TextUITerminal"], swiftSettings: settings),
    .testTarget(
      name: "TextUITests", dependencies: ["TextUI", "TextUITerminal"],
      resources: [.copy("Resources/width-reference.tsv"), .process("Resources/Localization")],
      swiftSettings: settings),
    // What a user meets end to end: Live/ runs the live apps and `preview-runner live` in
    // tmux at 80×24 (keys in, screen out, the terminal restored on every way out; needs only
    // tmux, which .ci/run installs); Adoption/ builds the package the README and the articles
    // set up, read from their code blocks, in one new user package (this checkout is built
    // there once) and runs it, hot reload included.
    .testTarget(name: "EndToEndTests", swiftSettings: settings),
    // An app that calls an unimplemented dependency, started by TextDependenciesTests.
    .executableTarget(
      name: "textpreviews-dependencies-probe", dependencies: ["TextDependencies"], swiftSettings: settings),
    .testTarget(name: "TextDependenciesTests", dependencies: ["TextDependencies"], swiftSettings: settings),
    .testTarget(name: "TextUIMacrosTests", dependencies: ["TextUIMacros"], swiftSettings: settings),
    .testTarget(
      name: "RegistryGeneratorTests", dependencies: ["textpreviews-registry-generator"], swiftSettings: settings),
    // The snapshot core on its own: the file format, the store, the diff, the judge and the
    // record-mode table, tested without the runner.
    .testTarget(name: "PreviewSnapshotsTests", dependencies: ["PreviewSnapshots", "TextUI"], swiftSettings: settings),
    .testTarget(
      name: "PreviewRunnerTests",
      dependencies: [
        "PreviewRunner", "PreviewSnapshots", "PreviewKit", "TextUI", "TextDependencies", "SamplePreviews",
      ],
      swiftSettings: settings),
    // The plugin on a test target: every state of SamplePreviews is a test case here
    // (`swift test --filter ItemList`).
    .testTarget(
      name: "SampleReadingListTests",
      dependencies: [
        "SampleReadingList", "SampleRandomNumberDependencies", "PreviewKit", "TextUI", "TextDependencies",
        "PreviewRunner", "PreviewSnapshots", "SamplePreviews", "PreviewTesting",
      ],
      swiftSettings: settings, plugins: ["PreviewRegistryPlugin"]),
    .testTarget(
      name: "PreviewTestingTests", dependencies: ["PreviewTesting", "PreviewSnapshots", "PreviewKit", "TextUI"],
      exclude: ["__Snapshots__"], swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
