import SwiftUI

struct ContactsSplitView: View {
  @State private var contacts = Contact.samples
  @State private var selectedContactID: Contact.ID?

  var body: some View {
    NavigationSplitView {
      List(contacts, selection: $selectedContactID) { contact in
        VStack(alignment: .leading) {
          Text(contact.name)
            .font(.headline)
          Text(contact.email)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Contacts")
    } detail: {
      if let contact = contacts.first(where: { $0.id == selectedContactID }) {
        ContactDetail(contact: contact)
      } else {
        Text("Select a contact")
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct ContactDetail: View {
  let contact: Contact

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(contact.name).font(.title)
      LabeledContent("Email", value: contact.email)
      LabeledContent("Phone", value: contact.phone)
      Spacer()
    }
    .padding()
    .navigationTitle(contact.name)
  }
}

#Preview {
  ContactsSplitView()
}
