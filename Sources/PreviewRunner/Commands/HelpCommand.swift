/// `-h`/`--help`: the help text, its examples naming the package's own previews.
struct HelpCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    context.output.print(HelpText.full(previewNames: context.providers.map { String(describing: $0) }.sorted()))
    return 0
  }
}

/// `--version`: the runner's version.
struct VersionCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    context.output.print("preview-runner \(PreviewRunnerCommand.version)")
    return 0
  }
}
