import CTextPreviewsEntryFallback
import Foundation
import PreviewKit
import TextUI

extension PreviewRunnerCommand {
  /// Runs over the previews a module declares, as listed by `PreviewRegistryPlugin`, then
  /// exits with the run's code. This is what the plugin's generated entry point calls.
  public static func main(registry: any PreviewRegistry.Type) async -> Never {
    textpreviews_note_runner_started()
    // Before the first way out below: a reloaded live canvas's terminal is restored by it.
    LiveRuntime.adoptHandedOverTerminal()
    BrokenPipe.ignoreSignal()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let problem = emptyRegistryProblem(registry, arguments: arguments) {
      BrokenPipe.write("error: \(problem)\n", to: POSIX.STDERR_FILENO)
      POSIX.exit(2)
    }
    await main(
      providers: registry.providers, appChecks: registry.appChecks, sourceLocations: registry.sourceLocations,
      variants: registry.variants)
  }

  /// Why a run over `registry` cannot do anything useful, or `nil` when it can: a module
  /// with no previews and no app checks is a set-up mistake to report, never "0 passed".
  /// `--help` and `--version` still work.
  static func emptyRegistryProblem(_ registry: any PreviewRegistry.Type, arguments: [String]) -> String? {
    guard registry.providers.isEmpty && registry.appChecks.isEmpty else { return nil }
    let informational: Set<String> = ["--help", "-h", "help", "--version"]
    if arguments.contains(where: informational.contains) { return nil }
    return """
      no previews found in target '\(registry.moduleName)': it declares no type conforming to \
      PreviewProvider. Add one to that target's sources (for example Previews/MyViewPreviews.swift \
      with 'struct MyViewPreviews: PreviewProvider { … }'); a conformance must be written on the \
      type itself or in 'extension T: PreviewProvider', and private types are skipped.
      """
  }
}
