import PreviewRunner

// A runner over deliberately faulty previews: the integration tests start it as a real
// process, since a trap would end the test process itself.
await PreviewRunnerCommand.main(
  providers: [
    GoodPreviews.self, TrapInBodyPreviews.self, TrapInStatesPreviews.self, ForceUnwrapMockPreviews.self,
    EndlessLoopPreviews.self, EndlessWaitPreviews.self, TallPreviews.self, ChannelWriterPreviews.self,
    StopsAtExitPreviews.self, HostileTrapPreviews.self, DiesOnDisappearPreviews.self, TapFaultPreviews.self,
  ],
  appChecks: [])
