/// `mcp`: the agent server (``AgentServer``) on standard input and output, until the client
/// closes standard input; then every live session ends and every worker exits.
struct MCPCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    guard let messages = StdioTransport.claimStandardOutput() else {
      context.output.printError("error: standard output is not open: 'mcp' answers on it")
      return 2
    }
    defer { _ = POSIX.close(messages) }
    let options = context.options
    var settings = AgentWorkspace.Settings()
    settings.snapshotsDirectory = options.snapshotsDirectory
    settings.timeout = options.timeout
    if let jobs = options.jobs { settings.jobs = jobs }
    settings.idleTimeout = options.idleTimeout
    let workspace = AgentWorkspace(
      providers: context.providers, execution: context.execution, environment: context.configuration.environment,
      workingDirectory: context.configuration.workingDirectory, settings: settings, variants: context.variants)
    await Self.serve(StdioTransport.lines(from: POSIX.STDIN_FILENO), workspace: workspace) { message in
      _ = StdioTransport.write(message, to: messages)
    }
    return 0
  }

  /// Answers `lines` one at a time until they end, stopping idle live sessions meanwhile; then
  /// ends every session and lets every worker go.
  static func serve(
    _ lines: AsyncStream<TransportLine>, workspace: AgentWorkspace, send: @escaping (JSONValue) -> Void
  ) async {
    let server = AgentServer(workspace: workspace, send: send)
    let sessions = workspace.sessions
    // Idle sessions are looked for between calls too (each call does first); this catches an
    // agent that stopped calling altogether.
    let interval = Duration.milliseconds(Int64(min(60, max(0.05, workspace.settings.idleTimeout / 4)) * 1000))
    let sweeper = Task { @MainActor in
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        await sessions.stopIdle()
      }
    }
    for await line in lines {
      await server.receive(line)
    }
    sweeper.cancel()
    await workspace.shutDown()
  }
}
