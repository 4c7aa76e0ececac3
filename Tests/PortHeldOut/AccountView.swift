import SwiftUI

struct AccountView: View {
  @EnvironmentObject var session: SessionStore
  @State private var showingSignOutConfirmation = false
  @State private var showingDeleteConfirmation = false

  var body: some View {
    List {
      Section {
        HStack(spacing: 16) {
          Circle()
            .fill(Color.blue.gradient)
            .frame(width: 56, height: 56)
            .overlay(Text(String(session.userName.prefix(1))).font(.title).foregroundColor(.white))
          VStack(alignment: .leading) {
            Text(session.userName).font(.headline)
            Text(session.email).font(.subheadline).foregroundColor(.secondary)
          }
        }
      }

      Section("Settings") {
        NavigationLink {
          Text("Notification settings")
        } label: {
          Label("Notifications", systemImage: "bell")
        }
        NavigationLink {
          Text("Privacy settings")
        } label: {
          Label("Privacy", systemImage: "hand.raised")
        }
      }

      Section {
        Button("Sign Out") {
          showingSignOutConfirmation = true
        }
        Button("Delete Account", role: .destructive) {
          showingDeleteConfirmation = true
        }
      }
    }
    .navigationTitle("Account")
    .confirmationDialog("Sign out?", isPresented: $showingSignOutConfirmation, titleVisibility: .visible) {
      Button("Sign Out", role: .destructive) { session.signOut() }
    }
    .alert("Delete account?", isPresented: $showingDeleteConfirmation) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("All your data will be removed.")
    }
  }
}

struct AccountView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      AccountView()
        .environmentObject(SessionStore())
    }
  }
}
