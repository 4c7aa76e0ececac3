import SwiftUI

struct ProfileEditorView: View {
  @Bindable var profile: UserProfile
  @Environment(\.dismiss) private var dismiss
  @State private var showDiscardConfirmation = false

  private var isValid: Bool {
    !profile.displayName.isEmpty && profile.username.count >= 3
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          HStack {
            Spacer()
            Text(String(profile.displayName.prefix(1)))
              .font(.largeTitle)
              .frame(width: 80, height: 80)
              .background(Circle().fill(.blue.gradient))
              .foregroundStyle(.white)
            Spacer()
          }
        }
        .listRowBackground(Color.clear)

        Section("Public") {
          TextField("Display name", text: $profile.displayName)
          TextField("Username", text: $profile.username)
            .textInputAutocapitalization(.never)
          Picker("Pronouns", selection: $profile.pronouns) {
            ForEach(Pronouns.allCases) { pronoun in
              Text(pronoun.rawValue).tag(pronoun)
            }
          }
        }

        Section("Bio") {
          TextEditor(text: $profile.bio)
            .frame(minHeight: 100)
          Text("\(profile.bio.count)/160")
            .font(.caption)
            .foregroundStyle(profile.bio.count > 160 ? .red : .secondary)
            .frame(maxWidth: .infinity, alignment: .trailing)
        }

        Section("Private") {
          TextField("Email", text: $profile.email)
            .keyboardType(.emailAddress)
          DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
          Toggle("Private account", isOn: $profile.isPrivate)
        }
      }
      .navigationTitle("Edit Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { showDiscardConfirmation = true }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { dismiss() }
            .disabled(!isValid)
        }
      }
      .confirmationDialog("Discard changes?", isPresented: $showDiscardConfirmation, titleVisibility: .visible) {
        Button("Discard Changes", role: .destructive) { dismiss() }
        Button("Keep Editing", role: .cancel) {}
      }
    }
  }
}

struct ProfileEditorView_Previews: PreviewProvider {
  static var previews: some View {
    ProfileEditorView(profile: UserProfile())
  }
}
