/// `live`: the first matching preview state as an interactive canvas in the terminal
/// (``LiveCanvas``). Preview code runs in this process: a crash ends the canvas, and the
/// terminal is restored.
struct LiveCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    await LiveCanvas.start(
      options: context.options, environment: context.configuration.environment, providers: context.providers,
      workingDirectory: context.configuration.workingDirectory, output: context.output,
      reloadable: context.execution != .inProcess, variants: context.variants)
  }
}
