import TextUI

struct DeleteAccountScreen: View {
  @State var showingDeleteAlert = false
  @State private var isDeleted = false

  var body: some View {
    NavigationView {
      VStack(spacing: 20) {
        Image(systemName: "person.crop.circle.badge.xmark")
          .font(.largeTitle)
        Text(isDeleted ? "Your account was deleted." : "Signed in as taylor@example.com")
        Button(role: .destructive) {
          showingDeleteAlert = true
        } label: {
          Label("Delete Account", systemImage: "trash")
        }
      }
      .padding()
      .navigationBarTitle("Account", displayMode: .inline)
      .alert(isPresented: $showingDeleteAlert) {
        Alert(
          title: Text("Delete your account?"),
          message: Text("All of your data will be removed. This cannot be undone."),
          primaryButton: .destructive(Text("Delete")) {
            isDeleted = true
          },
          secondaryButton: .cancel()
        )
      }
    }
  }
}

struct DeleteAccountScreen_Previews: PreviewProvider {
  static var previews: some View {
    DeleteAccountScreen(showingDeleteAlert: true)
  }
}
