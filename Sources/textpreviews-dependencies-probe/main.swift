import TextDependencies

// An app in the live context that calls an unimplemented endpoint: the test that starts it
// checks that an app gets a runtime warning on standard error and carries on, rather than a
// crash or silence.
let fetch: @Sendable () throws -> Int = unimplemented("ProbeClient.fetch")
do {
  let value = try fetch()
  print("returned \(value)")
} catch {
  print("threw \(error)")
}
print("still running")
