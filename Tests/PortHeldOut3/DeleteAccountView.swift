import SwiftUI

struct DeleteAccountView: View {
  @State private var showConfirmation = false
  @State private var showPasswordPrompt = false
  @State private var showResult = false
  @State private var password = ""
  @State private var exportFirst = true
  @State private var isDeleting = false

  var body: some View {
    List {
      Section {
        VStack(alignment: .leading, spacing: 8) {
          Label("This can't be undone", systemImage: "exclamationmark.triangle.fill")
            .foregroundStyle(.red)
            .font(.headline)
          Text("Deleting your account removes your lists, notes and shared items from all your devices.")
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
      }

      Section {
        Toggle("Email me a copy of my data first", isOn: $exportFirst)
      }

      Section {
        Button(role: .destructive) {
          showConfirmation = true
        } label: {
          HStack {
            Text("Delete Account")
            Spacer()
            if isDeleting {
              ProgressView()
            }
          }
        }
        .disabled(isDeleting)
      }
    }
    .navigationTitle("Delete Account")
    .confirmationDialog("Delete your account?", isPresented: $showConfirmation, titleVisibility: .visible) {
      Button("Delete Account", role: .destructive) {
        showPasswordPrompt = true
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("All of your data will be permanently removed.")
    }
    .alert("Enter your password", isPresented: $showPasswordPrompt) {
      SecureField("Password", text: $password)
      Button("Delete", role: .destructive) {
        isDeleting = true
        password = ""
        showResult = true
      }
      Button("Cancel", role: .cancel) {
        password = ""
      }
    } message: {
      Text("Confirm it's you to finish deleting your account.")
    }
    .alert("Account deleted", isPresented: $showResult) {
      Button("OK", role: .cancel) { isDeleting = false }
    } message: {
      Text(exportFirst ? "We've emailed your data export." : "Your account has been removed.")
    }
  }
}

struct DeleteAccountView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      DeleteAccountView()
    }
  }
}
