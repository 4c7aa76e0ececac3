/// What `review --accept` or `review --reject` does to every pending rendering it selects.
package enum ReviewAction: String, Equatable, Sendable {
  /// Write each pending rendering as its snapshot.
  case accept
  /// Drop each pending rendering, keeping the snapshot.
  case reject
}
