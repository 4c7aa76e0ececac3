/// `check-app`: renders the app with its real dependencies and walks its navigation
/// (``AppCheck``), instead of running previews.
struct CheckAppCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let timeout = Duration.milliseconds(Int64(context.options.timeout * 1000))
    return await AppCheck.run(context.appChecks, timeout: timeout) { context.output.print($0) }
  }
}
