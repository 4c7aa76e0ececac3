import TextUI

// Not in the default state: "Invitation sent", "We'll let you know when Sam joins.", "Done" (the sheet)

struct InviteFriendsView: View {
  @State private var showingConfirmation = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Image(systemName: "person.2.fill")
          .font(.largeTitle)
          .foregroundStyle(.blue)
        Text("Invite friends to Trailmix")
          .font(.headline)
        Button("Send Invite") {
          showingConfirmation = true
        }
        .buttonStyle(.borderedProminent)
      }
      .navigationTitle("Friends")
      .sheet(isPresented: $showingConfirmation) {
        VStack(spacing: 12) {
          Image(systemName: "envelope.open.fill")
            .font(.system(size: 48))
            .foregroundStyle(.orange)
          Text("Invitation sent")
            .font(.title2)
            .bold()
          Text("We'll let you know when Sam joins.")
            .foregroundStyle(.secondary)
          Button("Done") {
            showingConfirmation = false
          }
          .buttonStyle(.bordered)
        }
        .presentationDetents([.medium])
      }
    }
  }
}

struct InviteFriendsView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 24) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { InviteFriendsView() },
      PreviewState("sent", steps: [.tap("Send Invite")]) { InviteFriendsView() },
    ]
  }
}
