import Foundation

/// A program made of views, in SwiftUI's shape: with `@main`, `swift run` runs it full
/// screen in the terminal.
///
/// ```swift
/// import TextUI
///
/// @main
/// struct MyApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// Keys act as a person expects (Tab moves focus, Enter or Space presses, typing edits the
/// focused field, Esc dismisses or goes back, Ctrl-C quits); see ``LiveRuntime``. Properties
/// the app declares with `@State` or `@StateObject` live as long as it runs.
@MainActor
public protocol App {
  /// The scenes of the app: here, the first `WindowGroup` (or `Window`) is what runs.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// Creates the app; `@main` calls it once.
  init()
}

extension App {
  /// Runs the app in the terminal until Ctrl-C, then exits: the entry point `@main` calls.
  /// Without a terminal (a pipe, `TERM=dumb`) it prints one frame and exits with status 1.
  @MainActor public static func main() async {
    // The app is made where its view is built, once per run (on the main actor).
    let status = await LiveRuntime.run(root: { AnyView(AppRootView(app: Self())) }).status
    exit(status)
  }
}

/// The app's first window's content, rendered as a view whose `@State` and `@StateObject`
/// properties are the app's own, so they live as long as the app runs.
struct AppRootView<A: App>: _PrimitiveView {
  let app: A

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    inputs.graph.installDynamicProperties(of: view.app, inputs: inputs)
    let content = inputs.graph.trackingObservation(at: inputs.identity) { view.app.body._windowContent() }
    guard let content else {
      appendNodes(Text(verbatim: "This app's body has no WindowGroup to show."), inputs: inputs.child(0), into: &nodes)
      return
    }
    appendNodes(content, inputs: inputs.child(0), into: &nodes)
  }
}
