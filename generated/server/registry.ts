// GENERATED from schema/ by generator/. Do not edit.
import type { ResourceDef } from '../../src/shared/resource-spec';
export const resources: ResourceDef[] = [
  {
    "resource": "announcement_templates",
    "source": "schema/dev-tools/announcement_templates.yaml",
    "table": "announcement_templates",
    "label": "Announcement templates",
    "labelSingular": "Announcement template",
    "route": "/pages/dev-tools/announcement-templates",
    "menu": {
      "area": "dev-tools",
      "order": 20,
      "icon": "MarkEmailRead",
      "hidden": false
    },
    "subject": "announcement_templates",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "subject",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "subject",
        "type": "text",
        "label": "Subject",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "channel",
        "type": "select",
        "label": "Channel",
        "required": true,
        "unique": false,
        "default": "email",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "email",
            "label": "Email"
          },
          {
            "value": "sms",
            "label": "SMS"
          },
          {
            "value": "push",
            "label": "Push"
          }
        ],
        "readonly": false
      },
      {
        "name": "body",
        "type": "richtext",
        "label": "Body",
        "required": true,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Placeholders in double braces are filled when it is sent, e.g. {{first_name}}, {{company_name}}, {{date}}"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/dev-tools/announcement-templates",
        "labelKey": "resources.announcement_templates.name",
        "label": "Announcement templates",
        "labelSingular": "Announcement template",
        "menu": {
          "area": "dev-tools",
          "order": 20,
          "icon": "MarkEmailRead",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "announcements",
    "source": "schema/admin/announcements.yaml",
    "table": "announcements",
    "label": "Announcements",
    "labelSingular": "Announcement",
    "route": "/pages/admin/announcements",
    "menu": {
      "area": "admin",
      "order": 55,
      "icon": "Campaign",
      "hidden": false
    },
    "subject": "announcements",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "-start_date",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "message",
        "type": "richtext",
        "label": "Message",
        "required": true,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "audience",
        "type": "select",
        "label": "Audience",
        "required": false,
        "unique": false,
        "default": "All",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "All",
            "label": "All"
          },
          {
            "value": "Staff",
            "label": "Staff"
          },
          {
            "value": "Technicians",
            "label": "Technicians"
          },
          {
            "value": "Sales",
            "label": "Sales"
          },
          {
            "value": "Customers",
            "label": "Customers"
          }
        ],
        "readonly": false
      },
      {
        "name": "priority",
        "type": "select",
        "label": "Priority",
        "required": false,
        "unique": false,
        "default": "Normal",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Normal",
            "label": "Normal"
          },
          {
            "value": "Important",
            "label": "Important"
          },
          {
            "value": "Urgent",
            "label": "Urgent"
          }
        ],
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "pinned",
        "type": "boolean",
        "label": "Pinned",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "template_id",
        "type": "reference",
        "label": "Template",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "announcement_templates",
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/announcements",
        "labelKey": "resources.announcements.name",
        "label": "Announcements",
        "labelSingular": "Announcement",
        "menu": {
          "area": "admin",
          "order": 55,
          "icon": "Campaign",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "audit-log",
    "source": "schema/admin/audit-log.yaml",
    "table": "audit_logs",
    "label": "Audit logs",
    "labelSingular": "Audit log entry",
    "route": "/pages/admin/audit-logs",
    "menu": {
      "area": "admin",
      "order": 90,
      "icon": "History",
      "hidden": false
    },
    "subject": "audit-log",
    "uuid": false,
    "statuses": [
      "O"
    ],
    "defaultStatus": "O",
    "representation": "model",
    "readonly": true,
    "sort": "-id",
    "fields": [
      {
        "name": "model",
        "type": "text",
        "label": "Model",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_id",
        "type": "integer",
        "label": "Record",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "action",
        "type": "text",
        "label": "Action",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "log",
        "type": "json",
        "label": "Log",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "shape": {
          "type": "object",
          "required": [
            "before",
            "after"
          ],
          "properties": {
            "action": {
              "type": "string"
            },
            "before": {
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": true
            },
            "after": {
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": true
            }
          }
        }
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [
      {
        "path": "/pages/admin/audit-logs",
        "labelKey": "resources.audit-log.name",
        "label": "Audit logs",
        "labelSingular": "Audit log entry",
        "menu": {
          "area": "admin",
          "order": 90,
          "icon": "History",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "banners",
    "source": "schema/banners/banners.yaml",
    "table": "banners",
    "label": "Banners",
    "labelSingular": "Banner",
    "route": null,
    "menu": null,
    "subject": "banners",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "position",
    "fields": [
      {
        "name": "placement",
        "type": "select",
        "label": "Placement",
        "required": true,
        "unique": false,
        "default": "Header",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Header",
            "label": "Header"
          },
          {
            "value": "Section",
            "label": "Section"
          },
          {
            "value": "Menu",
            "label": "Menu"
          }
        ],
        "readonly": false
      },
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "subtitle",
        "type": "text",
        "label": "Subtitle",
        "required": false,
        "unique": false,
        "maxLength": 300,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "image",
        "type": "image",
        "label": "Image",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "link",
        "type": "text",
        "label": "Link",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Where a click goes: an address or an app path such as /pages/e-commerce/promos"
      },
      {
        "name": "section",
        "type": "text",
        "label": "Section",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Section banners: the page section that shows it, e.g. home-featured"
      },
      {
        "name": "position",
        "type": "integer",
        "label": "Position",
        "required": false,
        "unique": false,
        "default": 10,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Display order, lowest first"
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "active",
        "type": "boolean",
        "label": "Active",
        "required": false,
        "unique": false,
        "default": true,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/banners/header-banners",
        "labelKey": "resources.banners.routes.header-banners",
        "label": "Header banners",
        "labelSingular": "Header banner",
        "menu": {
          "area": "banners",
          "order": 10,
          "icon": "ViewCarousel",
          "hidden": false
        },
        "filter": {
          "placement": "Header"
        }
      },
      {
        "path": "/pages/banners/section-banners",
        "labelKey": "resources.banners.routes.section-banners",
        "label": "Section banners",
        "labelSingular": "Section banner",
        "menu": {
          "area": "banners",
          "order": 20,
          "icon": "ViewDay",
          "hidden": false
        },
        "filter": {
          "placement": "Section"
        }
      },
      {
        "path": "/pages/banners/menu-banners",
        "labelKey": "resources.banners.routes.menu-banners",
        "label": "Menu banners",
        "labelSingular": "Menu banner",
        "menu": {
          "area": "banners",
          "order": 30,
          "icon": "MenuOpen",
          "hidden": false
        },
        "filter": {
          "placement": "Menu"
        }
      }
    ],
    "workflow": null
  },
  {
    "resource": "blogs",
    "source": "schema/admin/blogs.yaml",
    "table": "blogs",
    "label": "Blogs",
    "labelSingular": "Blog post",
    "route": "/pages/admin/blogs",
    "menu": {
      "area": "admin",
      "order": 50,
      "icon": "Article",
      "hidden": false
    },
    "subject": "blogs",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "-published_at",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "slug",
        "type": "text",
        "label": "Slug",
        "required": true,
        "unique": true,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "The last part of the post's address, e.g. aircon-servicing-tips"
      },
      {
        "name": "summary",
        "type": "text",
        "label": "Summary",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "content",
        "type": "richtext",
        "label": "Content",
        "required": false,
        "unique": false,
        "maxLength": 100000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "cover_image",
        "type": "image",
        "label": "Cover image",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "category",
        "type": "text",
        "label": "Category",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "tags",
        "type": "text",
        "label": "Tags",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "author_id",
        "type": "reference",
        "label": "Author",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "published",
        "type": "boolean",
        "label": "Published",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "published_at",
        "type": "datetime",
        "label": "Published at",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "slug",
    "routes": [
      {
        "path": "/pages/admin/blogs",
        "labelKey": "resources.blogs.name",
        "label": "Blogs",
        "labelSingular": "Blog post",
        "menu": {
          "area": "admin",
          "order": 50,
          "icon": "Article",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "brands",
    "source": "schema/masterlists/brands.yaml",
    "table": "brands",
    "label": "Brands",
    "labelSingular": "Brand",
    "route": "/pages/masterlists/brands",
    "menu": {
      "area": "masterlists",
      "order": 50,
      "icon": "BrandingWatermark",
      "hidden": false
    },
    "subject": "brands",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "logo",
        "type": "image",
        "label": "Logo",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/brands",
        "labelKey": "resources.brands.name",
        "label": "Brands",
        "labelSingular": "Brand",
        "menu": {
          "area": "masterlists",
          "order": 50,
          "icon": "BrandingWatermark",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "categories",
    "source": "schema/catalogues/categories.yaml",
    "table": "categories",
    "label": "Categories",
    "labelSingular": "Category",
    "route": "/pages/catalogues/categories",
    "menu": {
      "area": "catalogues",
      "order": 20,
      "icon": "Category",
      "hidden": false
    },
    "subject": "categories",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "sort_order,name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "parent_id",
        "type": "reference",
        "label": "Parent category",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "categories",
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 5000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "image",
        "type": "image",
        "label": "Image",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "sort_order",
        "type": "integer",
        "label": "Sort order",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/catalogues/categories",
        "labelKey": "resources.categories.name",
        "label": "Categories",
        "labelSingular": "Category",
        "menu": {
          "area": "catalogues",
          "order": 20,
          "icon": "Category",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "checklist_items",
    "source": "schema/dev-tools/checklist_items.yaml",
    "table": "checklist_items",
    "label": "Checklist items",
    "labelSingular": "Checklist item",
    "route": null,
    "menu": null,
    "subject": "checklist_items",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "question",
    "readonly": false,
    "sort": "sort_order",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Checklist",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "checklists",
        "readonly": false
      },
      {
        "name": "sort_order",
        "type": "integer",
        "label": "Order",
        "required": false,
        "unique": false,
        "default": 10,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "question",
        "type": "text",
        "label": "Question",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "answer_type",
        "type": "select",
        "label": "Answer type",
        "required": true,
        "unique": false,
        "default": "Yes/No",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Yes/No",
            "label": "Yes/No"
          },
          {
            "value": "Text",
            "label": "Text"
          },
          {
            "value": "Number",
            "label": "Number"
          },
          {
            "value": "Date",
            "label": "Date"
          },
          {
            "value": "Photo",
            "label": "Photo"
          },
          {
            "value": "Signature",
            "label": "Signature"
          }
        ],
        "readonly": false
      },
      {
        "name": "required",
        "type": "boolean",
        "label": "Required",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "checklists",
    "source": "schema/dev-tools/checklists.yaml",
    "table": "checklists",
    "label": "Checklists",
    "labelSingular": "Checklist",
    "route": "/pages/dev-tools/checklists",
    "menu": {
      "area": "dev-tools",
      "order": 50,
      "icon": "Checklist",
      "hidden": false
    },
    "subject": "checklists",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "job_type_id",
        "type": "reference",
        "label": "Job type",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "job_types",
        "readonly": false,
        "help": "The job type it is used for; empty for every job"
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "checklist_items",
        "target": "header_id",
        "field": "items",
        "label": "Items"
      }
    ],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/dev-tools/checklists",
        "labelKey": "resources.checklists.name",
        "label": "Checklists",
        "labelSingular": "Checklist",
        "menu": {
          "area": "dev-tools",
          "order": 50,
          "icon": "Checklist",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "clockings",
    "source": "schema/admin/clockings.yaml",
    "table": "clockings",
    "label": "Clockings",
    "labelSingular": "Clocking",
    "route": "/pages/admin/clocking",
    "menu": {
      "area": "admin",
      "order": 30,
      "icon": "PunchClock",
      "hidden": false
    },
    "subject": "clockings",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "id",
    "readonly": false,
    "sort": "-clock_in",
    "fields": [
      {
        "name": "employee_id",
        "type": "reference",
        "label": "Employee",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "clock_in",
        "type": "datetime",
        "label": "Clock in",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "clock_out",
        "type": "datetime",
        "label": "Clock out",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false
      },
      {
        "name": "latitude",
        "type": "number",
        "label": "Latitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "longitude",
        "type": "number",
        "label": "Longitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/clocking",
        "labelKey": "resources.clockings.name",
        "label": "Clockings",
        "labelSingular": "Clocking",
        "menu": {
          "area": "admin",
          "order": 30,
          "icon": "PunchClock",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "companies",
    "source": "schema/masterlists/companies.yaml",
    "table": "companies",
    "label": "Companies",
    "labelSingular": "Company",
    "route": null,
    "menu": null,
    "subject": "companies",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "company_name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "company_id",
        "type": "text",
        "label": "Company ID",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "company_name",
        "type": "text",
        "label": "Company name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "co_type",
        "type": "select",
        "label": "Company type",
        "required": false,
        "unique": false,
        "default": "Customer",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Customer",
            "label": "Customer"
          },
          {
            "value": "Supplier",
            "label": "Supplier"
          }
        ],
        "readonly": false
      },
      {
        "name": "segment_id",
        "type": "reference",
        "label": "Segment",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_types",
        "readonly": false
      },
      {
        "name": "company_status",
        "type": "select",
        "label": "Company status",
        "required": false,
        "unique": false,
        "default": "Active",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Active",
            "label": "Active"
          },
          {
            "value": "Prospect",
            "label": "Prospect"
          },
          {
            "value": "Inactive",
            "label": "Inactive"
          }
        ],
        "readonly": false
      },
      {
        "name": "uen",
        "type": "text",
        "label": "UEN",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Singapore Unique Entity Number"
      },
      {
        "name": "peppol_id",
        "type": "text",
        "label": "Peppol ID",
        "required": false,
        "unique": false,
        "maxLength": 50,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "InvoiceNow participant id, e.g. 0195:SGUEN201912345K"
      },
      {
        "name": "attn",
        "type": "text",
        "label": "Attn",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": true,
        "unique": false,
        "maxLength": 254,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "fax",
        "type": "phone",
        "label": "Fax",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Building/Block/House No. and Street Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Unit No. and Building Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "no_payment_reminders",
        "type": "boolean",
        "label": "No payment reminders",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Overdue invoices of this customer are not mailed a reminder"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "type",
        "type": "text",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "company",
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [
      {
        "resource": "company_locations",
        "target": "header_id",
        "label": "Sites"
      }
    ],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "importKey": "company_id",
    "routes": [
      {
        "path": "/pages/masterlists/customers",
        "labelKey": "resources.companies.routes.customers",
        "label": "Customers",
        "labelSingular": "Customer",
        "menu": {
          "area": "masterlists",
          "order": 10,
          "icon": "Business",
          "hidden": false
        },
        "filter": {
          "co_type": "Customer"
        }
      },
      {
        "path": "/pages/masterlists/supplier",
        "labelKey": "resources.companies.routes.supplier",
        "label": "Suppliers",
        "labelSingular": "Supplier",
        "menu": {
          "area": "masterlists",
          "order": 20,
          "icon": "LocalShipping",
          "hidden": false
        },
        "filter": {
          "co_type": "Supplier"
        }
      }
    ],
    "workflow": null
  },
  {
    "resource": "company_groups",
    "source": "schema/masterlists/company_groups.yaml",
    "table": "company_groups",
    "label": "Company groups",
    "labelSingular": "Company group",
    "route": "/pages/masterlists/company-groups",
    "menu": {
      "area": "masterlists",
      "order": 70,
      "icon": "CorporateFare",
      "hidden": false
    },
    "subject": "company_groups",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/company-groups",
        "labelKey": "resources.company_groups.name",
        "label": "Company groups",
        "labelSingular": "Company group",
        "menu": {
          "area": "masterlists",
          "order": 70,
          "icon": "CorporateFare",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "company_locations",
    "source": "schema/masterlists/company_locations.yaml",
    "table": "company_locations",
    "label": "Sites",
    "labelSingular": "Site",
    "route": null,
    "menu": null,
    "subject": "company_locations",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "site_name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Company",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "text",
        "label": "Site ID",
        "required": true,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "site_name",
        "type": "text",
        "label": "Site name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "attn",
        "type": "text",
        "label": "Attn",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "fax",
        "type": "phone",
        "label": "Fax",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Address line 1",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Address line 2",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "latitude",
        "type": "number",
        "label": "Latitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "longitude",
        "type": "number",
        "label": "Longitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "is_default",
        "type": "boolean",
        "label": "Default site",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "co_type",
        "type": "select",
        "label": "Company type",
        "required": false,
        "unique": false,
        "default": "Customer",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Customer",
            "label": "Customer"
          },
          {
            "value": "Supplier",
            "label": "Supplier"
          }
        ],
        "readonly": false
      },
      {
        "name": "company_status",
        "type": "select",
        "label": "Company status",
        "required": false,
        "unique": false,
        "default": "Active",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Active",
            "label": "Active"
          },
          {
            "value": "Prospect",
            "label": "Prospect"
          },
          {
            "value": "Inactive",
            "label": "Inactive"
          }
        ],
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "type",
        "type": "text",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "site",
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "addressMap": {
      "name": "addr1",
      "postal": "postal",
      "country": "country"
    },
    "related": [],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs"
    ],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "company_types",
    "source": "schema/masterlists/company_types.yaml",
    "table": "company_types",
    "label": "Company types",
    "labelSingular": "Company type",
    "route": "/pages/masterlists/company-types",
    "menu": {
      "area": "masterlists",
      "order": 90,
      "icon": "Domain",
      "hidden": false
    },
    "subject": "company_types",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/company-types",
        "labelKey": "resources.company_types.name",
        "label": "Company types",
        "labelSingular": "Company type",
        "menu": {
          "area": "masterlists",
          "order": 90,
          "icon": "Domain",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "competencies",
    "source": "schema/masterlists/competencies.yaml",
    "table": "competencies",
    "label": "Competencies",
    "labelSingular": "Competency",
    "route": "/pages/masterlists/competencies",
    "menu": {
      "area": "masterlists",
      "order": 100,
      "icon": "WorkspacePremium",
      "hidden": false
    },
    "subject": "competencies",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "requires_licence",
        "type": "boolean",
        "label": "Requires licence",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "A licence or certificate must be on record"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/competencies",
        "labelKey": "resources.competencies.name",
        "label": "Competencies",
        "labelSingular": "Competency",
        "menu": {
          "area": "masterlists",
          "order": 100,
          "icon": "WorkspacePremium",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "contract_equipment",
    "source": "schema/agreements/contract_equipment.yaml",
    "table": "contract_equipment",
    "label": "Covered equipment",
    "labelSingular": "Covered equipment",
    "route": null,
    "menu": null,
    "subject": "contract_equipment",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Contract",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "model": "model"
        }
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "brand",
        "type": "text",
        "label": "Brand",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "model",
        "type": "text",
        "label": "Model",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "serial_no",
        "type": "text",
        "label": "Serial No.",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty",
        "type": "integer",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 1,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "location",
        "type": "text",
        "label": "Location",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Where the equipment stands at the site, e.g. level and room"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "contract_headers",
    "source": "schema/agreements/contract_headers.yaml",
    "table": "contract_headers",
    "label": "Contracts",
    "labelSingular": "Contract",
    "route": "/pages/agreements/contracts",
    "menu": {
      "area": "agreements",
      "order": 10,
      "icon": "Handshake",
      "hidden": false
    },
    "subject": "contract_headers",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "refnum",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "refnum",
        "type": "text",
        "label": "Contract No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "contract"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "company_name": "company_name",
          "poc": "attn",
          "email": "email",
          "tel": "tel",
          "fax": "fax",
          "addr1": "addr1",
          "addr2": "addr2",
          "country": "country",
          "postal": "postal"
        },
        "picker": "company"
      },
      {
        "name": "company_name",
        "type": "text",
        "label": "Company name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "contract_type",
        "type": "text",
        "label": "Contract type",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "contract_status",
        "type": "select",
        "label": "Contract status",
        "required": false,
        "unique": false,
        "default": "Draft",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Draft",
            "label": "Draft"
          },
          {
            "value": "Active",
            "label": "Active"
          },
          {
            "value": "Suspended",
            "label": "Suspended"
          },
          {
            "value": "Expired",
            "label": "Expired"
          },
          {
            "value": "Terminated",
            "label": "Terminated"
          }
        ],
        "readonly": false
      },
      {
        "name": "chargeable_type",
        "type": "text",
        "label": "Chargeable type",
        "required": false,
        "unique": false,
        "default": "H",
        "maxLength": 10,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "contract_eligible",
        "type": "boolean",
        "label": "Contract eligible",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 2000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "details",
        "type": "richtext",
        "label": "Details",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "poc",
        "type": "text",
        "label": "Point of contact",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "designation",
        "type": "text",
        "label": "Designation",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "mobile",
        "type": "phone",
        "label": "Mobile",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "fax",
        "type": "phone",
        "label": "Fax",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Building/Block/House No. and Street Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Unit No. and Building Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "contract_sites",
        "target": "header_id",
        "field": "sites",
        "label": "Covered sites"
      },
      {
        "resource": "contract_equipment",
        "target": "header_id",
        "field": "equipment",
        "label": "Covered equipment"
      }
    ],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/agreements/contracts",
        "labelKey": "resources.contract_headers.name",
        "label": "Contracts",
        "labelSingular": "Contract",
        "menu": {
          "area": "agreements",
          "order": 10,
          "icon": "Handshake",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "contract_renewals",
    "source": "schema/agreements/contract_renewals.yaml",
    "table": "contract_renewals",
    "label": "Renewals",
    "labelSingular": "Renewal",
    "route": "/pages/agreements/renewal",
    "menu": {
      "area": "agreements",
      "order": 30,
      "icon": "Autorenew",
      "hidden": false
    },
    "subject": "contract_renewals",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "renewal_no",
    "readonly": false,
    "sort": "renew_by",
    "fields": [
      {
        "name": "renewal_no",
        "type": "text",
        "label": "Renewal No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "renewal"
      },
      {
        "name": "contract_header_id",
        "type": "reference",
        "label": "Contract",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": false
      },
      {
        "name": "renewal_status",
        "type": "select",
        "label": "Renewal status",
        "required": true,
        "unique": false,
        "default": "Pending",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Pending",
            "label": "Pending"
          },
          {
            "value": "Quoted",
            "label": "Quoted"
          },
          {
            "value": "Renewed",
            "label": "Renewed"
          },
          {
            "value": "Declined",
            "label": "Declined"
          }
        ],
        "readonly": false
      },
      {
        "name": "renew_by",
        "type": "date",
        "label": "Renew by",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "The end date of the current contract"
      },
      {
        "name": "new_start_date",
        "type": "date",
        "label": "New start date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "new_end_date",
        "type": "date",
        "label": "New end date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "renewal_amount",
        "type": "money",
        "label": "Renewal amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "reminder_date",
        "type": "date",
        "label": "Reminder date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "quotation_id",
        "type": "reference",
        "label": "Quotation",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "quotations",
        "readonly": false
      },
      {
        "name": "renewed_contract_id",
        "type": "reference",
        "label": "Renewed as",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": true,
        "help": "The contract for the new period (POST /contract_headers/{id}/renew)"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/agreements/renewal",
        "labelKey": "resources.contract_renewals.name",
        "label": "Renewals",
        "labelSingular": "Renewal",
        "menu": {
          "area": "agreements",
          "order": 30,
          "icon": "Autorenew",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "contract_sites",
    "source": "schema/agreements/contract_sites.yaml",
    "table": "contract_sites",
    "label": "Covered sites",
    "labelSingular": "Covered site",
    "route": null,
    "menu": null,
    "subject": "contract_sites",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "remarks",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Contract",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "header.company_id"
        },
        "picker": "company_site"
      },
      {
        "name": "visits_per_year",
        "type": "integer",
        "label": "Visits per year",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Preventive maintenance visits included each year"
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "contract_types",
    "source": "schema/masterlists/contract_types.yaml",
    "table": "contract_types",
    "label": "Contract types",
    "labelSingular": "Contract type",
    "route": "/pages/masterlists/contract-types",
    "menu": {
      "area": "masterlists",
      "order": 60,
      "icon": "Article",
      "hidden": false
    },
    "subject": "contract_types",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "duration_months",
        "type": "integer",
        "label": "Term (months)",
        "required": false,
        "unique": false,
        "default": 12,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "visits_per_year",
        "type": "integer",
        "label": "Visits per year",
        "required": false,
        "unique": false,
        "default": 4,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Scheduled service visits a year"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/contract-types",
        "labelKey": "resources.contract_types.name",
        "label": "Contract types",
        "labelSingular": "Contract type",
        "menu": {
          "area": "masterlists",
          "order": 60,
          "icon": "Article",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "countries",
    "source": "schema/masterlists/countries.yaml",
    "table": "countries",
    "label": "Countries",
    "labelSingular": "Country",
    "route": "/pages/masterlists/country-codes",
    "menu": {
      "area": "masterlists",
      "order": 140,
      "icon": "Public",
      "hidden": false
    },
    "subject": "countries",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "iso2",
        "type": "text",
        "label": "ISO 3166 alpha-2",
        "required": true,
        "unique": true,
        "maxLength": 2,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "iso3",
        "type": "text",
        "label": "ISO 3166 alpha-3",
        "required": false,
        "unique": true,
        "maxLength": 3,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "dial_code",
        "type": "text",
        "label": "Dial code",
        "required": false,
        "unique": false,
        "maxLength": 10,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "e.g. +65"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "iso2",
    "routes": [
      {
        "path": "/pages/masterlists/country-codes",
        "labelKey": "resources.countries.name",
        "label": "Countries",
        "labelSingular": "Country",
        "menu": {
          "area": "masterlists",
          "order": 140,
          "icon": "Public",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "credit_note_lines",
    "source": "schema/sales-tools/credit_note_lines.yaml",
    "table": "credit_note_lines",
    "label": "Credit note lines",
    "labelSingular": "Credit note line",
    "route": null,
    "menu": null,
    "subject": "credit_note_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Credit note",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "credit_notes",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "credit_notes",
    "source": "schema/sales-tools/credit_notes.yaml",
    "table": "credit_notes",
    "label": "Credit notes",
    "labelSingular": "Credit note",
    "route": "/pages/sales-tools/credit-note",
    "menu": {
      "area": "sales-tools",
      "order": 42,
      "icon": "AssignmentReturn",
      "hidden": false
    },
    "subject": "credit_notes",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "credit_note_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "credit_note_no",
        "type": "text",
        "label": "Credit note No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "credit_note",
        "numberedOn": "confirm"
      },
      {
        "name": "invoice_id",
        "type": "reference",
        "label": "Invoice",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_invoices",
        "readonly": false
      },
      {
        "name": "credit_note_date",
        "type": "date",
        "label": "Credit note date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "reason",
        "type": "text",
        "label": "Reason",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "return_stock",
        "type": "boolean",
        "label": "Return stock",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Put the goods credited back into the warehouse when confirmed"
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false,
        "help": "Where returned goods go; the default warehouse when left empty"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "einvoice_status",
        "type": "select",
        "label": "E-invoice",
        "required": false,
        "unique": false,
        "default": "not_sent",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "not_sent",
            "label": "Not sent"
          },
          {
            "value": "queued",
            "label": "Queued"
          },
          {
            "value": "sent",
            "label": "Sent"
          },
          {
            "value": "delivered",
            "label": "Delivered"
          },
          {
            "value": "failed",
            "label": "Failed"
          }
        ],
        "readonly": true,
        "trait": "einvoiced_document"
      },
      {
        "name": "einvoice_error",
        "type": "text",
        "label": "E-invoice error",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "einvoiced_document"
      },
      {
        "name": "einvoice_uuid",
        "type": "text",
        "label": "E-invoice UUID",
        "required": false,
        "unique": false,
        "maxLength": 36,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "einvoiced_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "credit_note_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document",
      "chained_document",
      "einvoiced_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/credit-note",
        "labelKey": "resources.credit_notes.name",
        "label": "Credit notes",
        "labelSingular": "Credit note",
        "menu": {
          "area": "sales-tools",
          "order": 42,
          "icon": "AssignmentReturn",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "currencies",
    "source": "schema/masterlists/currencies.yaml",
    "table": "currencies",
    "label": "Currencies",
    "labelSingular": "Currency",
    "route": "/pages/masterlists/currencies",
    "menu": {
      "area": "masterlists",
      "order": 160,
      "icon": "Payments",
      "hidden": false
    },
    "subject": "currencies",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 3,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "ISO 4217, three letters, e.g. SGD"
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "symbol",
        "type": "text",
        "label": "Symbol",
        "required": false,
        "unique": false,
        "maxLength": 10,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "decimals",
        "type": "integer",
        "label": "Decimals",
        "required": false,
        "unique": false,
        "default": 2,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Digits after the decimal point"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/currencies",
        "labelKey": "resources.currencies.name",
        "label": "Currencies",
        "labelSingular": "Currency",
        "menu": {
          "area": "masterlists",
          "order": 160,
          "icon": "Payments",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "customer_feedbacks",
    "source": "schema/feedbacks/customer_feedbacks.yaml",
    "table": "customer_feedbacks",
    "label": "Customer feedbacks",
    "labelSingular": "Customer feedback",
    "route": "/pages/feedbacks/customer-feedbacks",
    "menu": {
      "area": "feedbacks",
      "order": 10,
      "icon": "RateReview",
      "hidden": false
    },
    "subject": "customer_feedbacks",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "contact_name",
    "readonly": false,
    "sort": "-feedback_date",
    "fields": [
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "fills": {
          "contact_name": "attn",
          "contact_email": "email"
        }
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        }
      },
      {
        "name": "contact_name",
        "type": "text",
        "label": "Contact name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "feedback_date",
        "type": "date",
        "label": "Feedback date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "channel",
        "type": "select",
        "label": "Channel",
        "required": false,
        "unique": false,
        "default": "Survey",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Survey",
            "label": "Survey"
          },
          {
            "value": "Email",
            "label": "Email"
          },
          {
            "value": "Phone",
            "label": "Phone"
          },
          {
            "value": "Website",
            "label": "Website"
          },
          {
            "value": "In person",
            "label": "In person"
          }
        ],
        "readonly": false
      },
      {
        "name": "rating",
        "type": "integer",
        "label": "Rating",
        "required": true,
        "unique": false,
        "min": 1,
        "max": 5,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "1 (poor) to 5 (excellent)"
      },
      {
        "name": "comments",
        "type": "richtext",
        "label": "Comments",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "follow_up_required",
        "type": "boolean",
        "label": "Follow up required",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "response",
        "type": "richtext",
        "label": "Our response",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/feedbacks/customer-feedbacks",
        "labelKey": "resources.customer_feedbacks.name",
        "label": "Customer feedbacks",
        "labelSingular": "Customer feedback",
        "menu": {
          "area": "feedbacks",
          "order": 10,
          "icon": "RateReview",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "delivery_order_lines",
    "source": "schema/sales-tools/delivery_order_lines.yaml",
    "table": "delivery_order_lines",
    "label": "Delivery order lines",
    "labelSingular": "Delivery order line",
    "route": null,
    "menu": null,
    "subject": "delivery_order_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Delivery order",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "delivery_orders",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom"
        }
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "qty_ordered",
        "type": "number",
        "label": "Qty ordered",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty_delivered",
        "type": "number",
        "label": "Qty delivered",
        "required": true,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "serial_no",
        "type": "text",
        "label": "Serial No.",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "delivery_orders",
    "source": "schema/sales-tools/delivery_orders.yaml",
    "table": "delivery_orders",
    "label": "Delivery orders",
    "labelSingular": "Delivery order",
    "route": "/pages/sales-tools/delivery-order",
    "menu": {
      "area": "sales-tools",
      "order": 50,
      "icon": "LocalShipping",
      "hidden": false
    },
    "subject": "delivery_orders",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "delivery_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "delivery_no",
        "type": "text",
        "label": "Delivery Order No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "delivery_order",
        "numberedOn": "confirm"
      },
      {
        "name": "sales_order_id",
        "type": "reference",
        "label": "Sales order",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_orders",
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Delivery site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site"
      },
      {
        "name": "delivery_date",
        "type": "date",
        "label": "Delivery date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "From warehouse",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false,
        "help": "Where the goods leave from; the default warehouse when empty"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "vehicle_no",
        "type": "text",
        "label": "Vehicle No.",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "driver_name",
        "type": "text",
        "label": "Driver name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "received_by",
        "type": "text",
        "label": "Received by",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "received_at",
        "type": "datetime",
        "label": "Received at",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "delivery_order_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines"
      }
    ],
    "traits": [
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/delivery-order",
        "labelKey": "resources.delivery_orders.name",
        "label": "Delivery orders",
        "labelSingular": "Delivery order",
        "menu": {
          "area": "sales-tools",
          "order": 50,
          "icon": "LocalShipping",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "departments",
    "source": "schema/masterlists/departments.yaml",
    "table": "departments",
    "label": "Departments",
    "labelSingular": "Department",
    "route": "/pages/masterlists/departments",
    "menu": {
      "area": "masterlists",
      "order": 200,
      "icon": "AccountTree",
      "hidden": false
    },
    "subject": "departments",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "manager_id",
        "type": "reference",
        "label": "Manager",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/departments",
        "labelKey": "resources.departments.name",
        "label": "Departments",
        "labelSingular": "Department",
        "menu": {
          "area": "masterlists",
          "order": 200,
          "icon": "AccountTree",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "designations",
    "source": "schema/masterlists/designations.yaml",
    "table": "designations",
    "label": "Designations",
    "labelSingular": "Designation",
    "route": "/pages/masterlists/designations",
    "menu": {
      "area": "masterlists",
      "order": 190,
      "icon": "AssignmentInd",
      "hidden": false
    },
    "subject": "designations",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/designations",
        "labelKey": "resources.designations.name",
        "label": "Designations",
        "labelSingular": "Designation",
        "menu": {
          "area": "masterlists",
          "order": 190,
          "icon": "AssignmentInd",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "document_types",
    "source": "schema/masterlists/document_types.yaml",
    "table": "document_types",
    "label": "Document types",
    "labelSingular": "Document type",
    "route": "/pages/masterlists/document-types",
    "menu": {
      "area": "masterlists",
      "order": 210,
      "icon": "InsertDriveFile",
      "hidden": false
    },
    "subject": "document_types",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": true,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "file_type",
        "type": "text",
        "label": "File type",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "MIME type, e.g. application/pdf"
      },
      {
        "name": "extension",
        "type": "text",
        "label": "Extension",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Accepted extensions, comma-separated, e.g. .pdf or .jpg,.png; empty for any"
      },
      {
        "name": "icon",
        "type": "text",
        "label": "Icon",
        "required": false,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "An icon name, e.g. PictureAsPdf"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "name",
    "routes": [
      {
        "path": "/pages/masterlists/document-types",
        "labelKey": "resources.document_types.name",
        "label": "Document types",
        "labelSingular": "Document type",
        "menu": {
          "area": "masterlists",
          "order": 210,
          "icon": "InsertDriveFile",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "documents",
    "source": "schema/records/documents.yaml",
    "table": "documents",
    "label": "Documents",
    "labelSingular": "Document",
    "route": null,
    "menu": null,
    "subject": "documents",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "module",
        "type": "text",
        "label": "Module",
        "required": true,
        "unique": false,
        "maxLength": 60,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_id",
        "type": "integer",
        "label": "Record",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "icon",
        "type": "text",
        "label": "Icon",
        "required": false,
        "unique": false,
        "maxLength": 60,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "document_type_id",
        "type": "reference",
        "label": "Document type",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "document_types",
        "readonly": false
      },
      {
        "name": "file",
        "type": "file",
        "label": "File",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "file_type",
        "type": "text",
        "label": "File type",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "revision_no",
        "type": "number",
        "label": "Revision No.",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "to_revise",
        "type": "boolean",
        "label": "To revise",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 2000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "downloadable_catalogues",
    "source": "schema/catalogues/downloadable_catalogues.yaml",
    "table": "downloadable_catalogues",
    "label": "Downloadable catalogues",
    "labelSingular": "Downloadable catalogue",
    "route": "/pages/catalogues/downloadable-catalogues",
    "menu": {
      "area": "catalogues",
      "order": 50,
      "icon": "CloudDownload",
      "hidden": false
    },
    "subject": "downloadable_catalogues",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "-published_date",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "category_id",
        "type": "reference",
        "label": "Category",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "categories",
        "readonly": false
      },
      {
        "name": "manufacturer_id",
        "type": "reference",
        "label": "Manufacturer",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "manufacturers",
        "readonly": false
      },
      {
        "name": "version",
        "type": "text",
        "label": "Version",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "published_date",
        "type": "date",
        "label": "Published date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "file",
        "type": "file",
        "label": "File",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/catalogues/downloadable-catalogues",
        "labelKey": "resources.downloadable_catalogues.name",
        "label": "Downloadable catalogues",
        "labelSingular": "Downloadable catalogue",
        "menu": {
          "area": "catalogues",
          "order": 50,
          "icon": "CloudDownload",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "employee_groups",
    "source": "schema/masterlists/employee_groups.yaml",
    "table": "employee_groups",
    "label": "Groups",
    "labelSingular": "Group",
    "route": "/pages/masterlists/groups",
    "menu": {
      "area": "masterlists",
      "order": 130,
      "icon": "Groups",
      "hidden": false
    },
    "subject": "employee_groups",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "leader_id",
        "type": "reference",
        "label": "Leader",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "members",
        "type": "references",
        "label": "Members",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "employees",
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/groups",
        "labelKey": "resources.employee_groups.name",
        "label": "Groups",
        "labelSingular": "Group",
        "menu": {
          "area": "masterlists",
          "order": 130,
          "icon": "Groups",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "employees",
    "source": "schema/masterlists/employees.yaml",
    "table": "employees",
    "label": "Employees",
    "labelSingular": "Employee",
    "route": "/pages/masterlists/employee",
    "menu": {
      "area": "masterlists",
      "order": 15,
      "icon": "Badge",
      "hidden": false
    },
    "subject": "employees",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "display_name",
    "readonly": false,
    "sort": "display_name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Employee ID",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "first_name",
        "type": "text",
        "label": "First name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "last_name",
        "type": "text",
        "label": "Last name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "display_name",
        "type": "text",
        "label": "Display name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The name shown on job cards and assignments"
      },
      {
        "name": "designation_id",
        "type": "reference",
        "label": "Designation",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "designations",
        "readonly": false
      },
      {
        "name": "department_id",
        "type": "reference",
        "label": "Department",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "departments",
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": true,
        "maxLength": 254,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "mobile",
        "type": "phone",
        "label": "Mobile",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "employment_type",
        "type": "select",
        "label": "Employment type",
        "required": false,
        "unique": false,
        "default": "Full-time",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Full-time",
            "label": "Full-time"
          },
          {
            "value": "Part-time",
            "label": "Part-time"
          },
          {
            "value": "Contract",
            "label": "Contract"
          },
          {
            "value": "Intern",
            "label": "Intern"
          }
        ],
        "readonly": false
      },
      {
        "name": "competencies",
        "type": "references",
        "label": "Competencies",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "competencies",
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User account",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "thumbnail",
        "type": "image",
        "label": "Photo",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "date_joined",
        "type": "date",
        "label": "Date joined",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "date_left",
        "type": "date",
        "label": "Date left",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "hourly_cost",
        "type": "money",
        "label": "Hourly cost",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Cost of one working hour, for job costing"
      },
      {
        "name": "field_staff",
        "type": "boolean",
        "label": "Field staff",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Goes out to jobs: shown on the board, the timeline and in dispatch suggestions"
      },
      {
        "name": "base_latitude",
        "type": "number",
        "label": "Base latitude",
        "required": false,
        "unique": false,
        "min": -90,
        "max": 90,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "base_longitude",
        "type": "number",
        "label": "Base longitude",
        "required": false,
        "unique": false,
        "min": -180,
        "max": 180,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs"
    ],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/employee",
        "labelKey": "resources.employees.name",
        "label": "Employees",
        "labelSingular": "Employee",
        "menu": {
          "area": "masterlists",
          "order": 15,
          "icon": "Badge",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "exchange_rates",
    "source": "schema/masterlists/exchange_rates.yaml",
    "table": "exchange_rates",
    "label": "Exchange rates",
    "labelSingular": "Exchange rate",
    "route": "/pages/masterlists/exchange-rates",
    "menu": {
      "area": "masterlists",
      "order": 170,
      "icon": "CurrencyExchange",
      "hidden": false
    },
    "subject": "exchange_rates",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "source",
    "readonly": false,
    "sort": "-rate_date",
    "fields": [
      {
        "name": "currency_id",
        "type": "reference",
        "label": "Currency",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "currencies",
        "readonly": false
      },
      {
        "name": "rate",
        "type": "number",
        "label": "Rate",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "SGD for one unit of the currency"
      },
      {
        "name": "rate_date",
        "type": "date",
        "label": "Rate date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "source",
        "type": "text",
        "label": "Source",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Where the rate comes from, e.g. MAS"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/masterlists/exchange-rates",
        "labelKey": "resources.exchange_rates.name",
        "label": "Exchange rates",
        "labelSingular": "Exchange rate",
        "menu": {
          "area": "masterlists",
          "order": 170,
          "icon": "CurrencyExchange",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "gst_periods",
    "source": "schema/sales-tools/gst_periods.yaml",
    "table": "gst_periods",
    "label": "GST periods",
    "labelSingular": "GST period",
    "route": "/pages/sales-tools/gst-period",
    "menu": {
      "area": "sales-tools",
      "order": 60,
      "icon": "EventAvailable",
      "hidden": false
    },
    "subject": "gst_periods",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "from",
    "readonly": false,
    "sort": "-from",
    "fields": [
      {
        "name": "from",
        "type": "date",
        "label": "From",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "The first day of the period"
      },
      {
        "name": "to",
        "type": "date",
        "label": "To",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "The last day of the period (included)"
      },
      {
        "name": "state",
        "type": "select",
        "label": "State",
        "required": false,
        "unique": false,
        "default": "open",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "open",
            "label": "Open"
          },
          {
            "value": "filed",
            "label": "Filed"
          }
        ],
        "readonly": true
      },
      {
        "name": "filed_at",
        "type": "datetime",
        "label": "Filed at",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "filed_by",
        "type": "reference",
        "label": "Filed by",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": true
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/gst-period",
        "labelKey": "resources.gst_periods.name",
        "label": "GST periods",
        "labelSingular": "GST period",
        "menu": {
          "area": "sales-tools",
          "order": 60,
          "icon": "EventAvailable",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/sales-tools/gst-f5",
        "labelKey": "resources.gst_periods.routes.gst-f5",
        "label": "GST F5 return",
        "labelSingular": "GST F5 return",
        "menu": {
          "area": "sales-tools",
          "order": 61,
          "icon": "ReceiptLong",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "gst_rates",
    "source": "schema/masterlists/gst_rates.yaml",
    "table": "gst_rates",
    "label": "GST rates",
    "labelSingular": "GST rate",
    "route": "/pages/masterlists/gsts",
    "menu": {
      "area": "masterlists",
      "order": 150,
      "icon": "Percent",
      "hidden": false
    },
    "subject": "gst_rates",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "-effective_from",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "rate",
        "type": "number",
        "label": "Rate %",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "effective_from",
        "type": "date",
        "label": "Effective from",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "effective_to",
        "type": "date",
        "label": "Effective to",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Empty while the rate is current"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/masterlists/gsts",
        "labelKey": "resources.gst_rates.name",
        "label": "GST rates",
        "labelSingular": "GST rate",
        "menu": {
          "area": "masterlists",
          "order": 150,
          "icon": "Percent",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "incidents",
    "source": "schema/feedbacks/incidents.yaml",
    "table": "incidents",
    "label": "Incidents",
    "labelSingular": "Incident",
    "route": "/pages/feedbacks/incidents",
    "menu": {
      "area": "feedbacks",
      "order": 30,
      "icon": "ReportProblem",
      "hidden": false
    },
    "subject": "incidents",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "incident_no",
    "readonly": false,
    "sort": "-occurred_at",
    "fields": [
      {
        "name": "incident_no",
        "type": "text",
        "label": "Incident No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "incident"
      },
      {
        "name": "occurred_at",
        "type": "datetime",
        "label": "Date and time",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "incident_type",
        "type": "select",
        "label": "Incident type",
        "required": false,
        "unique": false,
        "default": "Near miss",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Injury",
            "label": "Injury"
          },
          {
            "value": "Near miss",
            "label": "Near miss"
          },
          {
            "value": "Property damage",
            "label": "Property damage"
          },
          {
            "value": "Equipment failure",
            "label": "Equipment failure"
          },
          {
            "value": "Security",
            "label": "Security"
          },
          {
            "value": "Other",
            "label": "Other"
          }
        ],
        "readonly": false
      },
      {
        "name": "severity",
        "type": "select",
        "label": "Severity",
        "required": true,
        "unique": false,
        "default": "Low",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Low",
            "label": "Low"
          },
          {
            "value": "Medium",
            "label": "Medium"
          },
          {
            "value": "High",
            "label": "High"
          },
          {
            "value": "Critical",
            "label": "Critical"
          }
        ],
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        }
      },
      {
        "name": "location",
        "type": "text",
        "label": "Location",
        "required": true,
        "unique": false,
        "maxLength": 300,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Where exactly, e.g. Level 3 plant room"
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "reported_by_id",
        "type": "reference",
        "label": "Reported by",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "actions_taken",
        "type": "richtext",
        "label": "Actions taken",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "reported_to_mom",
        "type": "boolean",
        "label": "Reported to MOM",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Ministry of Manpower"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/feedbacks/incidents",
        "labelKey": "resources.incidents.name",
        "label": "Incidents",
        "labelSingular": "Incident",
        "menu": {
          "area": "feedbacks",
          "order": 30,
          "icon": "ReportProblem",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "job_types",
    "source": "schema/masterlists/job_types.yaml",
    "table": "job_types",
    "label": "Job types",
    "labelSingular": "Job type",
    "route": "/pages/masterlists/jobs",
    "menu": {
      "area": "masterlists",
      "order": 180,
      "icon": "Handyman",
      "hidden": false
    },
    "subject": "job_types",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 5000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "default_duration",
        "type": "integer",
        "label": "Default duration (minutes)",
        "required": false,
        "unique": false,
        "default": 60,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "default_price",
        "type": "money",
        "label": "Default price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "competency_id",
        "type": "reference",
        "label": "Competency",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "competencies",
        "readonly": false
      },
      {
        "name": "response_hours",
        "type": "number",
        "label": "Response time (hours)",
        "required": false,
        "unique": false,
        "min": 0,
        "max": 8760,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Hours from raising a job of this type to when it is due; empty for no deadline"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/jobs",
        "labelKey": "resources.job_types.name",
        "label": "Job types",
        "labelSingular": "Job type",
        "menu": {
          "area": "masterlists",
          "order": 180,
          "icon": "Handyman",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "joborder_headers",
    "source": "schema/services-tools/joborder_headers.yaml",
    "table": "joborder_headers",
    "label": "Job orders",
    "labelSingular": "Job order",
    "route": "/pages/services-tools/job-order",
    "menu": {
      "area": "services-tools",
      "order": 50,
      "icon": "Engineering",
      "hidden": false
    },
    "subject": "joborder_headers",
    "uuid": true,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "ticket_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "ticket_no",
        "type": "text",
        "label": "Ticket No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "ticket"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "fills": {
          "company_name": "company_name"
        },
        "picker": "company"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site"
      },
      {
        "name": "contract_id",
        "type": "reference",
        "label": "Contract",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": false,
        "dependsOn": {
          "company_id": "company_id"
        },
        "picker": "contract"
      },
      {
        "name": "company_name",
        "type": "text",
        "label": "Company name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "job_type_id",
        "type": "reference",
        "label": "Job type",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "job_types",
        "readonly": false
      },
      {
        "name": "problem_description",
        "type": "text",
        "label": "Problem description",
        "required": true,
        "unique": false,
        "maxLength": 2000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "job_status",
        "type": "select",
        "label": "Job status",
        "required": true,
        "unique": false,
        "default": "0",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "0",
            "label": "New"
          },
          {
            "value": "1",
            "label": "Accepted"
          },
          {
            "value": "2",
            "label": "Work in progress"
          },
          {
            "value": "3",
            "label": "Paused"
          },
          {
            "value": "4",
            "label": "Done"
          },
          {
            "value": "5",
            "label": "Completed"
          }
        ],
        "readonly": true
      },
      {
        "name": "service_location",
        "type": "select",
        "label": "Service location",
        "required": true,
        "unique": false,
        "default": "On-site",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "On-site",
            "label": "On-site"
          },
          {
            "value": "Remote",
            "label": "Remote"
          }
        ],
        "readonly": false
      },
      {
        "name": "job_eta",
        "type": "datetime",
        "label": "Job ETA",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "scheduled_start",
        "type": "datetime",
        "label": "Scheduled start",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "scheduled_end",
        "type": "datetime",
        "label": "Scheduled end",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "fixed_time",
        "type": "boolean",
        "label": "Fixed appointment",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "due_by",
        "type": "datetime",
        "label": "Due by",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "sla_state",
        "type": "select",
        "label": "SLA",
        "required": false,
        "unique": false,
        "default": "on_time",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "on_time",
            "label": "On time"
          },
          {
            "value": "at_risk",
            "label": "At risk"
          },
          {
            "value": "late",
            "label": "Late"
          }
        ],
        "readonly": true
      },
      {
        "name": "latitude",
        "type": "number",
        "label": "Latitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "longitude",
        "type": "number",
        "label": "Longitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "address",
        "type": "text",
        "label": "Address",
        "required": false,
        "unique": false,
        "maxLength": 400,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "marker",
        "type": "text",
        "label": "Marker",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "joborder_employee_one",
        "type": "reference",
        "label": "Assigned employee 1",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "joborder_employee_two",
        "type": "reference",
        "label": "Assigned employee 2",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "service_request_id",
        "type": "reference",
        "label": "Service request",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "service_requests",
        "readonly": true
      },
      {
        "name": "parent_id",
        "type": "reference",
        "label": "Follow-up of",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": true
      }
    ],
    "addressMap": {
      "address": "address",
      "site": "site_id"
    },
    "related": [],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/services-tools/job-order",
        "labelKey": "resources.joborder_headers.name",
        "label": "Job orders",
        "labelSingular": "Job order",
        "menu": {
          "area": "services-tools",
          "order": 50,
          "icon": "Engineering",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/services-tools/task-lists",
        "labelKey": "resources.joborder_headers.routes.task-lists",
        "label": "Task lists",
        "labelSingular": "Task",
        "menu": {
          "area": "services-tools",
          "order": 10,
          "icon": "Checklist",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/services-tools/map-view",
        "labelKey": "resources.joborder_headers.routes.map-view",
        "label": "Map view",
        "labelSingular": "Job order",
        "menu": {
          "area": "services-tools",
          "order": 20,
          "icon": "Map",
          "hidden": false
        },
        "filter": {
          "service_location": "On-site"
        }
      },
      {
        "path": "/pages/services-tools/calendar",
        "labelKey": "resources.joborder_headers.routes.calendar",
        "label": "Calendar",
        "labelSingular": "Job order",
        "menu": {
          "area": "services-tools",
          "order": 30,
          "icon": "CalendarMonth",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": {
      "field": "job_status",
      "noun": "job",
      "states": [
        {
          "value": "0",
          "label": "New",
          "color": "primary"
        },
        {
          "value": "1",
          "label": "Accepted",
          "color": "info"
        },
        {
          "value": "2",
          "label": "Work in progress",
          "color": "warning"
        },
        {
          "value": "3",
          "label": "Paused",
          "color": "error"
        },
        {
          "value": "4",
          "label": "Done",
          "color": "success"
        },
        {
          "value": "5",
          "label": "Completed",
          "color": "secondary"
        }
      ],
      "editableIn": [
        "0",
        "1"
      ],
      "lockedTitle": "Job cannot be modified due to JOB STATUS: {label}",
      "transitions": [
        {
          "name": "accept",
          "label": "Accept",
          "from": [
            "0"
          ],
          "to": "1",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "accept"
        },
        {
          "name": "start",
          "label": "Start",
          "from": [
            "1"
          ],
          "to": "2",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "start"
        },
        {
          "name": "pause",
          "label": "Pause",
          "from": [
            "2"
          ],
          "to": "3",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "pause"
        },
        {
          "name": "resume",
          "label": "Resume",
          "from": [
            "3"
          ],
          "to": "2",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "resume"
        },
        {
          "name": "done",
          "label": "Finish",
          "from": [
            "2"
          ],
          "to": "4",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "finish"
        },
        {
          "name": "verify",
          "label": "Verify",
          "from": [
            "4"
          ],
          "to": "5",
          "action": "manage",
          "roles": null,
          "requires": [],
          "verb": "verify"
        }
      ]
    }
  },
  {
    "resource": "manufacturers",
    "source": "schema/catalogues/manufacturers.yaml",
    "table": "manufacturers",
    "label": "Manufacturers",
    "labelSingular": "Manufacturer",
    "route": "/pages/catalogues/manufacturers",
    "menu": {
      "area": "catalogues",
      "order": 40,
      "icon": "Factory",
      "hidden": false
    },
    "subject": "manufacturers",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "website",
        "type": "text",
        "label": "Website",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "logo",
        "type": "image",
        "label": "Logo",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/catalogues/manufacturers",
        "labelKey": "resources.manufacturers.name",
        "label": "Manufacturers",
        "labelSingular": "Manufacturer",
        "menu": {
          "area": "catalogues",
          "order": 40,
          "icon": "Factory",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "modules",
    "source": "schema/masterlists/modules.yaml",
    "table": "modules",
    "label": "Modules",
    "labelSingular": "Module",
    "route": "/pages/masterlists/module",
    "menu": {
      "area": "masterlists",
      "order": 80,
      "icon": "ViewModule",
      "hidden": false
    },
    "subject": "modules",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 40,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The code records carry, e.g. joborder"
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/module",
        "labelKey": "resources.modules.name",
        "label": "Modules",
        "labelSingular": "Module",
        "menu": {
          "area": "masterlists",
          "order": 80,
          "icon": "ViewModule",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "news",
    "source": "schema/admin/news.yaml",
    "table": "news",
    "label": "News",
    "labelSingular": "News article",
    "route": "/pages/admin/news",
    "menu": {
      "area": "admin",
      "order": 60,
      "icon": "Newspaper",
      "hidden": false
    },
    "subject": "news",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "-published_at",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "summary",
        "type": "text",
        "label": "Summary",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "content",
        "type": "richtext",
        "label": "Content",
        "required": false,
        "unique": false,
        "maxLength": 100000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "image",
        "type": "image",
        "label": "Image",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source",
        "type": "text",
        "label": "Source",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_url",
        "type": "text",
        "label": "Source URL",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "published",
        "type": "boolean",
        "label": "Published",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "published_at",
        "type": "datetime",
        "label": "Published at",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/news",
        "labelKey": "resources.news.name",
        "label": "News",
        "labelSingular": "News article",
        "menu": {
          "area": "admin",
          "order": 60,
          "icon": "Newspaper",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "notes",
    "source": "schema/records/notes.yaml",
    "table": "notes",
    "label": "Notes",
    "labelSingular": "Note",
    "route": null,
    "menu": null,
    "subject": "notes",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "tag",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "module",
        "type": "text",
        "label": "Module",
        "required": true,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_id",
        "type": "integer",
        "label": "Record",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "tag",
        "type": "text",
        "label": "Tag",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "notes",
        "type": "richtext",
        "label": "Notes",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "note_attachments",
        "type": "json",
        "label": "Note attachments",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "shape": {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "name"
            ],
            "properties": {
              "name": {
                "type": "string",
                "description": "The stored file: /api/static/notes_attachments/{note id}/{name}"
              }
            },
            "additionalProperties": true
          }
        }
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "notification_templates",
    "source": "schema/dev-tools/notification_templates.yaml",
    "table": "notification_templates",
    "label": "Notification templates",
    "labelSingular": "Notification template",
    "route": "/pages/dev-tools/notification-templates",
    "menu": {
      "area": "dev-tools",
      "order": 10,
      "icon": "Notifications",
      "hidden": false
    },
    "subject": "notification_templates",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "event",
        "type": "text",
        "label": "Event",
        "required": false,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "What sends it, e.g. joborder.assigned"
      },
      {
        "name": "channel",
        "type": "select",
        "label": "Channel",
        "required": true,
        "unique": false,
        "default": "email",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "email",
            "label": "Email"
          },
          {
            "value": "sms",
            "label": "SMS"
          },
          {
            "value": "push",
            "label": "Push"
          }
        ],
        "readonly": false
      },
      {
        "name": "subject",
        "type": "text",
        "label": "Subject",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Email subject or push title; may hold placeholders"
      },
      {
        "name": "body",
        "type": "richtext",
        "label": "Body",
        "required": true,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Placeholders in double braces are filled from the record, e.g. {{ticket_no}}, {{company_name}}, {{user.first_name}}"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/dev-tools/notification-templates",
        "labelKey": "resources.notification_templates.name",
        "label": "Notification templates",
        "labelSingular": "Notification template",
        "menu": {
          "area": "dev-tools",
          "order": 10,
          "icon": "Notifications",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "numbering_series",
    "source": "schema/dev-tools/numbering_series.yaml",
    "table": "numbering_series",
    "label": "Numbering series",
    "labelSingular": "Numbering series",
    "route": "/pages/dev-tools/ticket-number",
    "menu": {
      "area": "dev-tools",
      "order": 60,
      "icon": "Pin",
      "hidden": false
    },
    "subject": "numbering_series",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 40,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The name a numbered field refers to, e.g. quotation"
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "prefix",
        "type": "text",
        "label": "Prefix",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Text before the number, e.g. QUO-"
      },
      {
        "name": "next_number",
        "type": "integer",
        "label": "Next number",
        "required": true,
        "unique": false,
        "default": 1,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "padding",
        "type": "integer",
        "label": "Padding",
        "required": true,
        "unique": false,
        "default": 5,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Digits, zero-padded: 5 gives 00042"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/dev-tools/ticket-number",
        "labelKey": "resources.numbering_series.name",
        "label": "Numbering series",
        "labelSingular": "Numbering series",
        "menu": {
          "area": "dev-tools",
          "order": 60,
          "icon": "Pin",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "online_order_lines",
    "source": "schema/e-commerce/online_order_lines.yaml",
    "table": "online_order_lines",
    "label": "Order lines",
    "labelSingular": "Order line",
    "route": null,
    "menu": null,
    "subject": "online_order_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Order",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "online_orders",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "online_orders",
    "source": "schema/e-commerce/online_orders.yaml",
    "table": "online_orders",
    "label": "Orders",
    "labelSingular": "Order",
    "route": "/pages/e-commerce/orders",
    "menu": {
      "area": "e-commerce",
      "order": 10,
      "icon": "ShoppingBag",
      "hidden": false
    },
    "subject": "online_orders",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "order_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "order_no",
        "type": "text",
        "label": "Order No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "online_order"
      },
      {
        "name": "order_date",
        "type": "datetime",
        "label": "Order date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "customer_name",
        "type": "text",
        "label": "Customer name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "customer_email",
        "type": "email",
        "label": "Customer email",
        "required": true,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "customer_phone",
        "type": "phone",
        "label": "Customer phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Building/Block/House No. and Street Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Unit No. and Building Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "payment_method",
        "type": "select",
        "label": "Payment method",
        "required": false,
        "unique": false,
        "default": "PayNow",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "PayNow",
            "label": "PayNow"
          },
          {
            "value": "Credit card",
            "label": "Credit card"
          },
          {
            "value": "Bank transfer",
            "label": "Bank transfer"
          },
          {
            "value": "Cash on delivery",
            "label": "Cash on delivery"
          }
        ],
        "readonly": false
      },
      {
        "name": "payment_status",
        "type": "select",
        "label": "Payment status",
        "required": false,
        "unique": false,
        "default": "Pending",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Pending",
            "label": "Pending"
          },
          {
            "value": "Paid",
            "label": "Paid"
          },
          {
            "value": "Refunded",
            "label": "Refunded"
          },
          {
            "value": "Failed",
            "label": "Failed"
          }
        ],
        "readonly": false
      },
      {
        "name": "fulfilment_status",
        "type": "select",
        "label": "Fulfilment status",
        "required": false,
        "unique": false,
        "default": "Unfulfilled",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Unfulfilled",
            "label": "Unfulfilled"
          },
          {
            "value": "Packed",
            "label": "Packed"
          },
          {
            "value": "Shipped",
            "label": "Shipped"
          },
          {
            "value": "Delivered",
            "label": "Delivered"
          },
          {
            "value": "Cancelled",
            "label": "Cancelled"
          }
        ],
        "readonly": false
      },
      {
        "name": "promo_id",
        "type": "reference",
        "label": "Promo",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "promos",
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "online_order_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document"
    ],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/e-commerce/orders",
        "labelKey": "resources.online_orders.name",
        "label": "Orders",
        "labelSingular": "Order",
        "menu": {
          "area": "e-commerce",
          "order": 10,
          "icon": "ShoppingBag",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "payment_allocations",
    "source": "schema/sales-tools/payment_allocations.yaml",
    "table": "payment_allocations",
    "label": "Payment allocations",
    "labelSingular": "Payment allocation",
    "route": null,
    "menu": null,
    "subject": "payment_allocations",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "invoice_id",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Payment",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "payments",
        "readonly": false
      },
      {
        "name": "invoice_id",
        "type": "reference",
        "label": "Invoice",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_invoices",
        "readonly": false
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "invoice_amount",
        "type": "money",
        "label": "Amount in the invoice's currency",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "payments",
    "source": "schema/sales-tools/payments.yaml",
    "table": "payments",
    "label": "Payments",
    "labelSingular": "Payment",
    "route": "/pages/sales-tools/payment",
    "menu": {
      "area": "sales-tools",
      "order": 45,
      "icon": "Payments",
      "hidden": false
    },
    "subject": "payments",
    "uuid": false,
    "statuses": [
      "C",
      "V"
    ],
    "defaultStatus": "C",
    "representation": "payment_no",
    "readonly": false,
    "sort": "-payment_date",
    "fields": [
      {
        "name": "payment_no",
        "type": "text",
        "label": "Payment No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "payment",
        "numberedOn": "confirm"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "payment_date",
        "type": "date",
        "label": "Payment date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "method",
        "type": "select",
        "label": "Method",
        "required": true,
        "unique": false,
        "default": "PayNow",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "PayNow",
            "label": "PayNow"
          },
          {
            "value": "Bank transfer",
            "label": "Bank transfer"
          },
          {
            "value": "Cheque",
            "label": "Cheque"
          },
          {
            "value": "Cash",
            "label": "Cash"
          },
          {
            "value": "Card",
            "label": "Card"
          }
        ],
        "readonly": false
      },
      {
        "name": "reference",
        "type": "text",
        "label": "Reference",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "The bank or PayNow reference, or the cheque number"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": true,
        "unique": false,
        "min": 0.01,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "amount_base",
        "type": "money",
        "label": "Amount (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "The amount in SGD: what its allocations took off the invoices in SGD at their rates, and the rest at its own rate"
      },
      {
        "name": "unallocated",
        "type": "money",
        "label": "Unallocated",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "What the allocations leave of the amount"
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "payment_allocations",
        "target": "header_id",
        "field": "allocations",
        "label": "Allocations"
      }
    ],
    "traits": [],
    "panels": [
      "notes",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/payment",
        "labelKey": "resources.payments.name",
        "label": "Payments",
        "labelSingular": "Payment",
        "menu": {
          "area": "sales-tools",
          "order": 45,
          "icon": "Payments",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/sales-tools/receivables",
        "labelKey": "resources.payments.routes.receivables",
        "label": "Receivables",
        "labelSingular": "Receivable",
        "menu": {
          "area": "sales-tools",
          "order": 46,
          "icon": "AccountBalance",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "pdf_designs",
    "source": "schema/dev-tools/pdf_designs.yaml",
    "table": "pdf_designs",
    "label": "PDF designs",
    "labelSingular": "PDF design",
    "route": "/pages/dev-tools/pdf-designers",
    "menu": {
      "area": "dev-tools",
      "order": 30,
      "icon": "PictureAsPdf",
      "hidden": false
    },
    "subject": "pdf_designs",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": true,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "document_type",
        "type": "select",
        "label": "Document type",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Quotation",
            "label": "Quotation"
          },
          {
            "value": "Sales order",
            "label": "Sales order"
          },
          {
            "value": "Sales invoice",
            "label": "Sales invoice"
          },
          {
            "value": "Delivery order",
            "label": "Delivery order"
          },
          {
            "value": "Purchase order",
            "label": "Purchase order"
          },
          {
            "value": "Job order",
            "label": "Job order"
          },
          {
            "value": "Service report",
            "label": "Service report"
          },
          {
            "value": "Contract",
            "label": "Contract"
          }
        ],
        "readonly": false
      },
      {
        "name": "paper_size",
        "type": "select",
        "label": "Paper size",
        "required": false,
        "unique": false,
        "default": "A4",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "A4",
            "label": "A4"
          },
          {
            "value": "A5",
            "label": "A5"
          },
          {
            "value": "Letter",
            "label": "Letter"
          }
        ],
        "readonly": false
      },
      {
        "name": "orientation",
        "type": "select",
        "label": "Orientation",
        "required": false,
        "unique": false,
        "default": "Portrait",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Portrait",
            "label": "Portrait"
          },
          {
            "value": "Landscape",
            "label": "Landscape"
          }
        ],
        "readonly": false
      },
      {
        "name": "layout",
        "type": "json",
        "label": "Layout",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Header, body blocks and footer, e.g. {\"header\": {\"logo\": true}, \"blocks\": [\"lines\", \"totals\"]}",
        "shape": {
          "type": "object",
          "properties": {
            "header": {
              "type": "object",
              "additionalProperties": true
            },
            "blocks": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "footer": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "additionalProperties": true
        }
      },
      {
        "name": "is_default",
        "type": "boolean",
        "label": "Default for its document type",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "name",
    "routes": [
      {
        "path": "/pages/dev-tools/pdf-designers",
        "labelKey": "resources.pdf_designs.name",
        "label": "PDF designs",
        "labelSingular": "PDF design",
        "menu": {
          "area": "dev-tools",
          "order": 30,
          "icon": "PictureAsPdf",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "planned_visits",
    "source": "schema/agreements/planned_visits.yaml",
    "table": "planned_visits",
    "label": "Planned visits",
    "labelSingular": "Planned visit",
    "route": "/pages/agreements/planned-visits",
    "menu": {
      "area": "agreements",
      "order": 25,
      "icon": "EventRepeat",
      "hidden": false
    },
    "subject": "planned_visits",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "due_date",
    "fields": [
      {
        "name": "contract_header_id",
        "type": "reference",
        "label": "Contract",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "contract_headers",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "due_date",
        "type": "date",
        "label": "Due date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "visit_no",
        "type": "integer",
        "label": "Visit",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Which visit of the contract year this is"
      },
      {
        "name": "visits_per_year",
        "type": "integer",
        "label": "Visits per year",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 300,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "visit_status",
        "type": "select",
        "label": "Visit status",
        "required": true,
        "unique": false,
        "default": "Planned",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Planned",
            "label": "Planned"
          },
          {
            "value": "Booked",
            "label": "Booked"
          },
          {
            "value": "Skipped",
            "label": "Skipped"
          }
        ],
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": true
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/agreements/planned-visits",
        "labelKey": "resources.planned_visits.name",
        "label": "Planned visits",
        "labelSingular": "Planned visit",
        "menu": {
          "area": "agreements",
          "order": 25,
          "icon": "EventRepeat",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "product_attributes",
    "source": "schema/catalogues/product_attributes.yaml",
    "table": "product_attributes",
    "label": "Product attributes",
    "labelSingular": "Product attribute",
    "route": "/pages/catalogues/product-attributes",
    "menu": {
      "area": "catalogues",
      "order": 30,
      "icon": "Tune",
      "hidden": false
    },
    "subject": "product_attributes",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "display_type",
        "type": "select",
        "label": "Display type",
        "required": false,
        "unique": false,
        "default": "Select",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Select",
            "label": "Select"
          },
          {
            "value": "Radio",
            "label": "Radio"
          },
          {
            "value": "Colour",
            "label": "Colour"
          },
          {
            "value": "Text",
            "label": "Text"
          },
          {
            "value": "Number",
            "label": "Number"
          }
        ],
        "readonly": false
      },
      {
        "name": "unit",
        "type": "text",
        "label": "Unit",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "e.g. kW, BTU/h, mm"
      },
      {
        "name": "allowed_values",
        "type": "text",
        "label": "Allowed values",
        "required": false,
        "unique": false,
        "maxLength": 2000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Comma-separated, e.g. Red, Green, Blue; empty for free input"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/catalogues/product-attributes",
        "labelKey": "resources.product_attributes.name",
        "label": "Product attributes",
        "labelSingular": "Product attribute",
        "menu": {
          "area": "catalogues",
          "order": 30,
          "icon": "Tune",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "product_stocks",
    "source": "schema/catalogues/product_stocks.yaml",
    "table": "product_stocks",
    "label": "Stock by warehouse",
    "labelSingular": "Stock by warehouse",
    "route": null,
    "menu": null,
    "subject": "product_stocks",
    "uuid": false,
    "statuses": [
      "O"
    ],
    "defaultStatus": "O",
    "representation": "warehouse_id",
    "readonly": true,
    "sort": "warehouse_id",
    "fields": [
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false
      },
      {
        "name": "qty_on_hand",
        "type": "number",
        "label": "On hand",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "products",
    "source": "schema/catalogues/products.yaml",
    "table": "products",
    "label": "Products",
    "labelSingular": "Product",
    "route": "/pages/catalogues/products",
    "menu": {
      "area": "catalogues",
      "order": 10,
      "icon": "Inventory2",
      "hidden": false
    },
    "subject": "products",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "sku",
        "type": "text",
        "label": "SKU",
        "required": false,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "price",
        "type": "money",
        "label": "Price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "new_price",
        "type": "money",
        "label": "New price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "cost",
        "type": "money",
        "label": "Cost price",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "What one unit costs us: each goods receipt of a purchase order moves it by moving average; the sales pivot counts the margin from it"
      },
      {
        "name": "category_id",
        "type": "reference",
        "label": "Category",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "categories",
        "readonly": false
      },
      {
        "name": "manufacturer_id",
        "type": "reference",
        "label": "Manufacturer",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "manufacturers",
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "brand",
        "type": "text",
        "label": "Brand",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "model",
        "type": "text",
        "label": "Model",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "barcode",
        "type": "text",
        "label": "Barcode",
        "required": false,
        "unique": false,
        "maxLength": 60,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "stock_quantity",
        "type": "number",
        "label": "Stock quantity",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "createOnly": true,
        "help": "When adding: the opening stock, taken into the warehouse below. Afterwards the sum of its warehouses, moved only by stock in/out, supplier in/out, deliveries and credit notes"
      },
      {
        "name": "opening_warehouse_id",
        "type": "reference",
        "label": "Opening stock warehouse",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "warehouses",
        "readonly": false,
        "createOnly": true,
        "help": "Where the opening stock is; empty: the default warehouse"
      },
      {
        "name": "type",
        "type": "select",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "Goods",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Goods",
            "label": "Goods"
          },
          {
            "value": "Service",
            "label": "Service"
          },
          {
            "value": "Spare part",
            "label": "Spare part"
          }
        ],
        "readonly": false
      },
      {
        "name": "supplier_id",
        "type": "reference",
        "label": "Supplier",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "help": "Who we buy it from: Reorder suggests purchase orders to this supplier",
        "choices": {
          "co_type": "Supplier"
        },
        "picker": "company"
      },
      {
        "name": "reorder_level",
        "type": "number",
        "label": "Reorder level",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 1000000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Reorder suggests buying more when the stock across warehouses, less what open orders and jobs need, is below this"
      },
      {
        "name": "thumbnail",
        "type": "image",
        "label": "Thumbnail",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [
      {
        "resource": "product_stocks",
        "target": "product_id",
        "label": "Stock by warehouse"
      },
      {
        "resource": "stock_ledger",
        "target": "product_id",
        "label": "Stock history"
      }
    ],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs"
    ],
    "importable": true,
    "importKey": "sku",
    "routes": [
      {
        "path": "/pages/catalogues/products",
        "labelKey": "resources.products.name",
        "label": "Products",
        "labelSingular": "Product",
        "menu": {
          "area": "catalogues",
          "order": 10,
          "icon": "Inventory2",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "promos",
    "source": "schema/e-commerce/promos.yaml",
    "table": "promos",
    "label": "Promos",
    "labelSingular": "Promo",
    "route": "/pages/e-commerce/promos",
    "menu": {
      "area": "e-commerce",
      "order": 20,
      "icon": "LocalOffer",
      "hidden": false
    },
    "subject": "promos",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "-start_date",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "discount_type",
        "type": "select",
        "label": "Discount type",
        "required": true,
        "unique": false,
        "default": "Percent",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Percent",
            "label": "Percent"
          },
          {
            "value": "Amount",
            "label": "Amount"
          }
        ],
        "readonly": false
      },
      {
        "name": "discount_value",
        "type": "number",
        "label": "Discount value",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "A percentage or an amount in SGD, as the discount type says"
      },
      {
        "name": "min_order_amount",
        "type": "money",
        "label": "Min order amount",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "usage_limit",
        "type": "integer",
        "label": "Usage limit",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "How many orders may use the code; empty for no limit"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/e-commerce/promos",
        "labelKey": "resources.promos.name",
        "label": "Promos",
        "labelSingular": "Promo",
        "menu": {
          "area": "e-commerce",
          "order": 20,
          "icon": "LocalOffer",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "purchase_order_lines",
    "source": "schema/purchases/purchase_order_lines.yaml",
    "table": "purchase_order_lines",
    "label": "Purchase order lines",
    "labelSingular": "Purchase order line",
    "route": null,
    "menu": null,
    "subject": "purchase_order_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Purchase order",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "purchase_orders",
        "readonly": false
      },
      {
        "name": "received_qty",
        "type": "number",
        "label": "Received",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_cost": "cost"
        },
        "picker": "product",
        "trait": "purchase_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "unit_cost",
        "type": "money",
        "label": "Unit cost",
        "required": true,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": true,
        "unique": false,
        "default": "TX",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "TX",
            "label": "TX standard-rated"
          },
          {
            "value": "ZP",
            "label": "ZP zero-rated"
          },
          {
            "value": "IM",
            "label": "IM imports (GST paid to Customs)"
          },
          {
            "value": "ME",
            "label": "ME imports under a special scheme"
          },
          {
            "value": "EP",
            "label": "EP exempt"
          },
          {
            "value": "OP",
            "label": "OP out of scope"
          },
          {
            "value": "BL",
            "label": "BL GST not claimable"
          },
          {
            "value": "NR",
            "label": "NR supplier not GST-registered"
          }
        ],
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "purchase_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "purchase_orders",
    "source": "schema/purchases/purchase_orders.yaml",
    "table": "purchase_orders",
    "label": "Purchase orders",
    "labelSingular": "Purchase order",
    "route": "/pages/purchases/purchase-order",
    "menu": {
      "area": "purchases",
      "order": 10,
      "icon": "ShoppingCart",
      "hidden": false
    },
    "subject": "purchase_orders",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "po_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "po_no",
        "type": "text",
        "label": "PO No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "purchase_order",
        "numberedOn": "confirm"
      },
      {
        "name": "order_date",
        "type": "date",
        "label": "Order date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "expected_date",
        "type": "date",
        "label": "Expected on",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false,
        "help": "Where the goods are to be received"
      },
      {
        "name": "receipt_status",
        "type": "select",
        "label": "Received",
        "required": false,
        "unique": false,
        "default": "Not received",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Not received",
            "label": "Not received"
          },
          {
            "value": "Partially received",
            "label": "Partially received"
          },
          {
            "value": "Received",
            "label": "Received"
          }
        ],
        "readonly": true
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Supplier",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Supplier"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "purchase_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "purchase_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "The standard rate on the document date, charged on TX (and BL) lines",
        "trait": "purchase_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [
      {
        "resource": "supplier_movements",
        "target": "purchase_order_id",
        "label": "Receipts"
      }
    ],
    "children": [
      {
        "resource": "purchase_order_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "purchase_document"
      }
    ],
    "traits": [
      "purchase_document",
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/purchases/purchase-order",
        "labelKey": "resources.purchase_orders.name",
        "label": "Purchase orders",
        "labelSingular": "Purchase order",
        "menu": {
          "area": "purchases",
          "order": 10,
          "icon": "ShoppingCart",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/purchases/reorder",
        "labelKey": "resources.purchase_orders.routes.reorder",
        "label": "Reorder",
        "labelSingular": "Reorder",
        "menu": {
          "area": "purchases",
          "order": 15,
          "icon": "AddShoppingCart",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "quotation_lines",
    "source": "schema/sales-tools/quotation_lines.yaml",
    "table": "quotation_lines",
    "label": "Quotation lines",
    "labelSingular": "Quotation line",
    "route": null,
    "menu": null,
    "subject": "quotation_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Quotation",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "quotations",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "quotations",
    "source": "schema/sales-tools/quotations.yaml",
    "table": "quotations",
    "label": "Quotations",
    "labelSingular": "Quotation",
    "route": "/pages/sales-tools/quotation",
    "menu": {
      "area": "sales-tools",
      "order": 20,
      "icon": "RequestQuote",
      "hidden": false
    },
    "subject": "quotations",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "quotation_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "quotation_no",
        "type": "text",
        "label": "Quotation No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "quotation",
        "numberedOn": "confirm"
      },
      {
        "name": "quotation_date",
        "type": "date",
        "label": "Quotation date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "valid_until",
        "type": "date",
        "label": "Valid until",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "revision_of",
        "type": "reference",
        "label": "Revision of",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "quotations",
        "readonly": true
      },
      {
        "name": "revision",
        "type": "text",
        "label": "Revision",
        "required": false,
        "unique": false,
        "maxLength": 4,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "superseded",
        "type": "boolean",
        "label": "Superseded",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "help": "A later revision replaced this one: it can no longer be revised or converted"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "quotation_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document",
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/quotation",
        "labelKey": "resources.quotations.name",
        "label": "Quotations",
        "labelSingular": "Quotation",
        "menu": {
          "area": "sales-tools",
          "order": 20,
          "icon": "RequestQuote",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "relocation_categories",
    "source": "schema/masterlists/relocation_categories.yaml",
    "table": "relocation_categories",
    "label": "Relocation categories",
    "labelSingular": "Relocation category",
    "route": "/pages/masterlists/relocation-categories",
    "menu": {
      "area": "masterlists",
      "order": 270,
      "icon": "Moving",
      "hidden": false
    },
    "subject": "relocation_categories",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/relocation-categories",
        "labelKey": "resources.relocation_categories.name",
        "label": "Relocation categories",
        "labelSingular": "Relocation category",
        "menu": {
          "area": "masterlists",
          "order": 270,
          "icon": "Moving",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "relocation_item_masters",
    "source": "schema/masterlists/relocation_item_masters.yaml",
    "table": "relocation_item_masters",
    "label": "Relocation items",
    "labelSingular": "Relocation item",
    "route": "/pages/masterlists/relocation-item-masters",
    "menu": {
      "area": "masterlists",
      "order": 280,
      "icon": "Chair",
      "hidden": false
    },
    "subject": "relocation_item_masters",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "item_code",
    "fields": [
      {
        "name": "item_code",
        "type": "text",
        "label": "Item code",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "category_id",
        "type": "reference",
        "label": "Category",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "relocation_categories",
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "length_cm",
        "type": "number",
        "label": "Length (cm)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "width_cm",
        "type": "number",
        "label": "Width (cm)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "height_cm",
        "type": "number",
        "label": "Height (cm)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "volume_cbm",
        "type": "number",
        "label": "Volume (m³)",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "weight_kg",
        "type": "number",
        "label": "Weight (kg)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "item_code",
    "routes": [
      {
        "path": "/pages/masterlists/relocation-item-masters",
        "labelKey": "resources.relocation_item_masters.name",
        "label": "Relocation items",
        "labelSingular": "Relocation item",
        "menu": {
          "area": "masterlists",
          "order": 280,
          "icon": "Chair",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "relocation_job_lines",
    "source": "schema/services-tools/relocation_job_lines.yaml",
    "table": "relocation_job_lines",
    "label": "Relocation items",
    "labelSingular": "Relocation item",
    "route": null,
    "menu": null,
    "subject": "relocation_job_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Job relocation",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "relocation_jobs",
        "readonly": false
      },
      {
        "name": "relocation_item_id",
        "type": "reference",
        "label": "Item",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "relocation_item_masters",
        "readonly": false,
        "picker": "relocation_item"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "from_location",
        "type": "text",
        "label": "From location",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Where the item stands now, e.g. level and room"
      },
      {
        "name": "to_location",
        "type": "text",
        "label": "To location",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "relocation_jobs",
    "source": "schema/services-tools/relocation_jobs.yaml",
    "table": "relocation_jobs",
    "label": "Job relocations",
    "labelSingular": "Job relocation",
    "route": "/pages/services-tools/job-relocation",
    "menu": {
      "area": "services-tools",
      "order": 70,
      "icon": "Moving",
      "hidden": false
    },
    "subject": "relocation_jobs",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "relocation_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "relocation_no",
        "type": "text",
        "label": "Relocation No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "relocation"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel"
        },
        "picker": "company"
      },
      {
        "name": "from_site_id",
        "type": "reference",
        "label": "From site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site"
      },
      {
        "name": "from_address",
        "type": "text",
        "label": "From address",
        "required": false,
        "unique": false,
        "maxLength": 400,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "to_site_id",
        "type": "reference",
        "label": "To site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "picker": "company_site"
      },
      {
        "name": "to_address",
        "type": "text",
        "label": "To address",
        "required": false,
        "unique": false,
        "maxLength": 400,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "relocation_date",
        "type": "datetime",
        "label": "Relocation date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "relocation_job_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Items"
      }
    ],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/services-tools/job-relocation",
        "labelKey": "resources.relocation_jobs.name",
        "label": "Job relocations",
        "labelSingular": "Job relocation",
        "menu": {
          "area": "services-tools",
          "order": 70,
          "icon": "Moving",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "report_designs",
    "source": "schema/dev-tools/report_designs.yaml",
    "table": "report_designs",
    "label": "Report designs",
    "labelSingular": "Report design",
    "route": "/pages/dev-tools/report-designer",
    "menu": {
      "area": "dev-tools",
      "order": 40,
      "icon": "DesignServices",
      "hidden": false
    },
    "subject": "report_designs",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source",
        "type": "text",
        "label": "Source",
        "required": true,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "The collection the report reads, e.g. joborder_headers"
      },
      {
        "name": "report_type",
        "type": "select",
        "label": "Report type",
        "required": false,
        "unique": false,
        "default": "Table",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Table",
            "label": "Table"
          },
          {
            "value": "Pivot",
            "label": "Pivot"
          },
          {
            "value": "Chart",
            "label": "Chart"
          }
        ],
        "readonly": false
      },
      {
        "name": "definition",
        "type": "json",
        "label": "Definition",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Columns, grouping, filters and chart settings, e.g. {\"columns\": [\"ticket_no\", \"job_status\"], \"group_by\": \"job_status\"}",
        "shape": {
          "type": "object",
          "additionalProperties": true
        }
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/dev-tools/report-designer",
        "labelKey": "resources.report_designs.name",
        "label": "Report designs",
        "labelSingular": "Report design",
        "menu": {
          "area": "dev-tools",
          "order": 40,
          "icon": "DesignServices",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "reports",
    "source": "schema/admin/reports.yaml",
    "table": "reports",
    "label": "Reports",
    "labelSingular": "Report",
    "route": "/pages/admin/reports",
    "menu": {
      "area": "admin",
      "order": 70,
      "icon": "Assessment",
      "hidden": false
    },
    "subject": "reports",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "report_design_id",
        "type": "reference",
        "label": "Report design",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "report_designs",
        "readonly": false
      },
      {
        "name": "definition",
        "type": "json",
        "label": "Definition",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Source, columns, filters and sort, e.g. {\"source\": \"joborder_headers\", \"columns\": [\"ticket_no\", \"job_status\"]}",
        "shape": {
          "type": "object",
          "additionalProperties": true
        }
      },
      {
        "name": "owner_id",
        "type": "reference",
        "label": "Owner",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "shared",
        "type": "boolean",
        "label": "Shared with everyone",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/reports",
        "labelKey": "resources.reports.name",
        "label": "Reports",
        "labelSingular": "Report",
        "menu": {
          "area": "admin",
          "order": 70,
          "icon": "Assessment",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "rfq_lines",
    "source": "schema/sales-tools/rfq_lines.yaml",
    "table": "rfq_lines",
    "label": "RFQ lines",
    "labelSingular": "RFQ line",
    "route": null,
    "menu": null,
    "subject": "rfq_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "RFQ",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "rfqs",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Target price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "rfqs",
    "source": "schema/sales-tools/rfqs.yaml",
    "table": "rfqs",
    "label": "Requests for quotation",
    "labelSingular": "Request for quotation",
    "route": "/pages/sales-tools/rfq",
    "menu": {
      "area": "sales-tools",
      "order": 10,
      "icon": "RequestPage",
      "hidden": false
    },
    "subject": "rfqs",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "rfq_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "rfq_no",
        "type": "text",
        "label": "RFQ No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "rfq",
        "numberedOn": "confirm"
      },
      {
        "name": "rfq_date",
        "type": "date",
        "label": "RFQ date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "reply_by",
        "type": "date",
        "label": "Reply by",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "subject",
        "type": "text",
        "label": "Subject",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "rfq_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document",
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/rfq",
        "labelKey": "resources.rfqs.name",
        "label": "Requests for quotation",
        "labelSingular": "Request for quotation",
        "menu": {
          "area": "sales-tools",
          "order": 10,
          "icon": "RequestPage",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "roles",
    "source": "schema/admin/roles.yaml",
    "table": "roles",
    "label": "Roles",
    "labelSingular": "Role",
    "route": "/pages/admin/roles",
    "menu": {
      "area": "admin",
      "order": 20,
      "icon": "AdminPanelSettings",
      "hidden": false
    },
    "subject": "roles",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "ability",
        "type": "json",
        "label": "Ability",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "CASL rules, e.g. [{\"action\": \"read\", \"subject\": \"uom\"}]",
        "shape": {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "action",
              "subject"
            ],
            "properties": {
              "action": {
                "type": [
                  "string",
                  "array"
                ],
                "items": {
                  "type": "string"
                },
                "description": "read, create, update, delete or manage (or a list of them)"
              },
              "subject": {
                "type": [
                  "string",
                  "array"
                ],
                "items": {
                  "type": "string"
                },
                "description": "A collection, Dashboard, Auth, ACL or all (or a list of them)"
              },
              "fields": {
                "type": [
                  "string",
                  "array"
                ],
                "items": {
                  "type": "string"
                }
              },
              "conditions": {
                "type": "object",
                "additionalProperties": true
              },
              "inverted": {
                "type": "boolean"
              },
              "reason": {
                "type": "string"
              }
            }
          }
        }
      },
      {
        "name": "home",
        "type": "text",
        "label": "Home",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Where a signed-in user of this role lands, an app path such as /dashboard"
      },
      {
        "name": "require_mfa",
        "type": "boolean",
        "label": "Second factor required",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "Its users must set up a second factor (an authenticator app or a passkey) before anything else"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "name",
    "routes": [
      {
        "path": "/pages/admin/roles",
        "labelKey": "resources.roles.name",
        "label": "Roles",
        "labelSingular": "Role",
        "menu": {
          "area": "admin",
          "order": 20,
          "icon": "AdminPanelSettings",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "sales_invoice_lines",
    "source": "schema/sales-tools/sales_invoice_lines.yaml",
    "table": "sales_invoice_lines",
    "label": "Sales invoice lines",
    "labelSingular": "Sales invoice line",
    "route": null,
    "menu": null,
    "subject": "sales_invoice_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Sales invoice",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_invoices",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "sales_invoices",
    "source": "schema/sales-tools/sales_invoices.yaml",
    "table": "sales_invoices",
    "label": "Sales invoices",
    "labelSingular": "Sales invoice",
    "route": "/pages/sales-tools/sales-invoice",
    "menu": {
      "area": "sales-tools",
      "order": 40,
      "icon": "ReceiptLong",
      "hidden": false
    },
    "subject": "sales_invoices",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {
        "payment_status": "Paid"
      }
    },
    "representation": "invoice_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "invoice_no",
        "type": "text",
        "label": "Invoice No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "invoice",
        "numberedOn": "confirm"
      },
      {
        "name": "sales_order_id",
        "type": "reference",
        "label": "Sales order",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_orders",
        "readonly": false
      },
      {
        "name": "customer_po_no",
        "type": "text",
        "label": "Customer PO No.",
        "required": false,
        "unique": false,
        "maxLength": 50,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "invoice_date",
        "type": "date",
        "label": "Invoice date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "payment_terms",
        "type": "select",
        "label": "Payment terms",
        "required": false,
        "unique": false,
        "default": "Net 30",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "COD",
            "label": "COD"
          },
          {
            "value": "Net 7",
            "label": "Net 7"
          },
          {
            "value": "Net 14",
            "label": "Net 14"
          },
          {
            "value": "Net 30",
            "label": "Net 30"
          },
          {
            "value": "Net 60",
            "label": "Net 60"
          }
        ],
        "readonly": false
      },
      {
        "name": "due_date",
        "type": "date",
        "label": "Due date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true
      },
      {
        "name": "amount_paid",
        "type": "money",
        "label": "Amount paid",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "amount_credited",
        "type": "money",
        "label": "Amount credited",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "balance_due",
        "type": "money",
        "label": "Balance due",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true
      },
      {
        "name": "balance_due_base",
        "type": "money",
        "label": "Balance due (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "payment_status",
        "type": "select",
        "label": "Payment status",
        "required": false,
        "unique": false,
        "default": "Unpaid",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Unpaid",
            "label": "Unpaid"
          },
          {
            "value": "Partly paid",
            "label": "Partly paid"
          },
          {
            "value": "Paid",
            "label": "Paid"
          },
          {
            "value": "Overdue",
            "label": "Overdue"
          }
        ],
        "readonly": true
      },
      {
        "name": "overdue_reminded",
        "type": "integer",
        "label": "Overdue reminder sent",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "The last overdue stage (days past due) a reminder was mailed for"
      },
      {
        "name": "opening_balance",
        "type": "boolean",
        "label": "Opening balance",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "help": "An open invoice brought in from the old system when the business started here; its GST was reported there, so the GST return leaves it out"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "einvoice_status",
        "type": "select",
        "label": "E-invoice",
        "required": false,
        "unique": false,
        "default": "not_sent",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "not_sent",
            "label": "Not sent"
          },
          {
            "value": "queued",
            "label": "Queued"
          },
          {
            "value": "sent",
            "label": "Sent"
          },
          {
            "value": "delivered",
            "label": "Delivered"
          },
          {
            "value": "failed",
            "label": "Failed"
          }
        ],
        "readonly": true,
        "trait": "einvoiced_document"
      },
      {
        "name": "einvoice_error",
        "type": "text",
        "label": "E-invoice error",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "einvoiced_document"
      },
      {
        "name": "einvoice_uuid",
        "type": "text",
        "label": "E-invoice UUID",
        "required": false,
        "unique": false,
        "maxLength": 36,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "einvoiced_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "sales_invoice_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document",
      "chained_document",
      "einvoiced_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/sales-invoice",
        "labelKey": "resources.sales_invoices.name",
        "label": "Sales invoices",
        "labelSingular": "Sales invoice",
        "menu": {
          "area": "sales-tools",
          "order": 40,
          "icon": "ReceiptLong",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "sales_order_lines",
    "source": "schema/sales-tools/sales_order_lines.yaml",
    "table": "sales_order_lines",
    "label": "Sales order lines",
    "labelSingular": "Sales order line",
    "route": null,
    "menu": null,
    "subject": "sales_order_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Sales order",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_orders",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_price": "price"
        },
        "picker": "product",
        "trait": "priced_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": true,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "discount",
        "type": "number",
        "label": "Discount %",
        "required": false,
        "unique": false,
        "default": 0,
        "min": 0,
        "max": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "SR",
            "label": "SR standard-rated"
          },
          {
            "value": "ZR",
            "label": "ZR zero-rated (export)"
          },
          {
            "value": "ES33",
            "label": "ES33 exempt (regulation 33)"
          },
          {
            "value": "ESN33",
            "label": "ESN33 exempt (other)"
          },
          {
            "value": "DS",
            "label": "DS deemed supply"
          },
          {
            "value": "OS",
            "label": "OS out of scope"
          },
          {
            "value": "NA",
            "label": "NA GST need not be charged"
          }
        ],
        "readonly": false,
        "trait": "priced_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "priced_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "sales_orders",
    "source": "schema/sales-tools/sales_orders.yaml",
    "table": "sales_orders",
    "label": "Sales orders",
    "labelSingular": "Sales order",
    "route": "/pages/sales-tools/sales-order",
    "menu": {
      "area": "sales-tools",
      "order": 30,
      "icon": "ShoppingCart",
      "hidden": false
    },
    "subject": "sales_orders",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "order_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "order_no",
        "type": "text",
        "label": "Sales Order No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "sales_order",
        "numberedOn": "confirm"
      },
      {
        "name": "quotation_id",
        "type": "reference",
        "label": "Quotation",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "quotations",
        "readonly": false
      },
      {
        "name": "customer_po_no",
        "type": "text",
        "label": "Customer PO No.",
        "required": false,
        "unique": false,
        "maxLength": 50,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "order_date",
        "type": "date",
        "label": "Order date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "delivery_date",
        "type": "date",
        "label": "Delivery date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Customer"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "priced_document"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site",
        "trait": "priced_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "priced_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "priced_document"
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "priced_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "sales_order_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "priced_document"
      }
    ],
    "traits": [
      "priced_document",
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/sales-order",
        "labelKey": "resources.sales_orders.name",
        "label": "Sales orders",
        "labelSingular": "Sales order",
        "menu": {
          "area": "sales-tools",
          "order": 30,
          "icon": "ShoppingCart",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "service_report_parts",
    "source": "schema/services-tools/service_report_parts.yaml",
    "table": "service_report_parts",
    "label": "Parts used",
    "labelSingular": "Part used",
    "route": null,
    "menu": null,
    "subject": "service_report_parts",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Service report",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "service_reports",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name"
        }
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "service_report_photos",
    "source": "schema/services-tools/service_report_photos.yaml",
    "table": "service_report_photos",
    "label": "Photos",
    "labelSingular": "Photo",
    "route": null,
    "menu": null,
    "subject": "service_report_photos",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "file_name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Service report",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "service_reports",
        "readonly": false
      },
      {
        "name": "file_name",
        "type": "text",
        "label": "File",
        "required": true,
        "unique": false,
        "maxLength": 255,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "caption",
        "type": "text",
        "label": "Caption",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "taken_at",
        "type": "datetime",
        "label": "Taken at",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "service_reports",
    "source": "schema/services-tools/service_reports.yaml",
    "table": "service_reports",
    "label": "Service reports",
    "labelSingular": "Service report",
    "route": "/pages/services-tools/service-report",
    "menu": {
      "area": "services-tools",
      "order": 60,
      "icon": "Summarize",
      "hidden": false
    },
    "subject": "service_reports",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "report_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "report_no",
        "type": "text",
        "label": "Report No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "service_report"
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "employee_id",
        "type": "reference",
        "label": "Engineer",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "time_in",
        "type": "datetime",
        "label": "Time in",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "time_out",
        "type": "datetime",
        "label": "Time out",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "work_done",
        "type": "richtext",
        "label": "Work done",
        "required": true,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "findings",
        "type": "richtext",
        "label": "Findings",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "recommendations",
        "type": "richtext",
        "label": "Recommendations",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "customer_signature_name",
        "type": "text",
        "label": "Signed by (customer)",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "checklist_id",
        "type": "reference",
        "label": "Checklist",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "checklists",
        "readonly": false
      },
      {
        "name": "checklist_answers",
        "type": "json",
        "label": "Checklist answers",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "The answers to the job checklist, one entry per item",
        "shape": {
          "type": "object",
          "additionalProperties": true,
          "description": "By the item's question (or its id): the answer"
        }
      },
      {
        "name": "signature_image",
        "type": "text",
        "label": "Signature",
        "required": false,
        "unique": false,
        "maxLength": 400000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "The drawn signature as a PNG data URL (data:image/png;base64,...)"
      },
      {
        "name": "signature_strokes",
        "type": "json",
        "label": "Signature strokes",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "The signature's strokes as signature_pad's toData() answers them",
        "shape": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "points": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "x": {
                      "type": "number"
                    },
                    "y": {
                      "type": "number"
                    },
                    "time": {
                      "type": "number"
                    },
                    "pressure": {
                      "type": "number"
                    }
                  },
                  "additionalProperties": true
                }
              }
            },
            "additionalProperties": true
          }
        }
      },
      {
        "name": "signed_at",
        "type": "datetime",
        "label": "Signed at",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "signed_by",
        "type": "reference",
        "label": "Signature taken by",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": true
      },
      {
        "name": "signed_hash",
        "type": "text",
        "label": "Signed report hash",
        "required": false,
        "unique": false,
        "maxLength": 64,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "SHA-256 (hex) of the report fields and parts the customer signed"
      },
      {
        "name": "signature_stale",
        "type": "boolean",
        "label": "Signature out of date",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "service_report_parts",
        "target": "header_id",
        "field": "parts",
        "label": "Parts used",
        "writtenAlone": true
      },
      {
        "resource": "service_report_photos",
        "target": "header_id",
        "field": "photos",
        "label": "Photos",
        "writtenAlone": true
      }
    ],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/services-tools/service-report",
        "labelKey": "resources.service_reports.name",
        "label": "Service reports",
        "labelSingular": "Service report",
        "menu": {
          "area": "services-tools",
          "order": 60,
          "icon": "Summarize",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "service_requests",
    "source": "schema/services-tools/service_requests.yaml",
    "table": "service_requests",
    "label": "Service requests",
    "labelSingular": "Service request",
    "route": "/pages/services-tools/service-request",
    "menu": {
      "area": "services-tools",
      "order": 40,
      "icon": "SupportAgent",
      "hidden": false
    },
    "subject": "service_requests",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "request_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "request_no",
        "type": "text",
        "label": "Request No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "service_request"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company"
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        },
        "picker": "company_site"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "problem_description",
        "type": "text",
        "label": "Problem description",
        "required": true,
        "unique": false,
        "maxLength": 2000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "job_type_id",
        "type": "reference",
        "label": "Job type",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "job_types",
        "readonly": false
      },
      {
        "name": "priority",
        "type": "select",
        "label": "Priority",
        "required": true,
        "unique": false,
        "default": "Normal",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Low",
            "label": "Low"
          },
          {
            "value": "Normal",
            "label": "Normal"
          },
          {
            "value": "High",
            "label": "High"
          },
          {
            "value": "Urgent",
            "label": "Urgent"
          }
        ],
        "readonly": false
      },
      {
        "name": "service_location",
        "type": "select",
        "label": "Service location",
        "required": false,
        "unique": false,
        "default": "On-site",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "On-site",
            "label": "On-site"
          },
          {
            "value": "Remote",
            "label": "Remote"
          }
        ],
        "readonly": false
      },
      {
        "name": "latitude",
        "type": "number",
        "label": "Latitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "longitude",
        "type": "number",
        "label": "Longitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "address",
        "type": "text",
        "label": "Address",
        "required": false,
        "unique": false,
        "maxLength": 400,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "preferred_date",
        "type": "date",
        "label": "Preferred date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": true
      },
      {
        "name": "request_status",
        "type": "select",
        "label": "Request status",
        "required": true,
        "unique": false,
        "default": "open",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "open",
            "label": "Open"
          },
          {
            "value": "scheduled",
            "label": "Job order raised"
          },
          {
            "value": "cancelled",
            "label": "Cancelled"
          }
        ],
        "readonly": true
      }
    ],
    "addressMap": {
      "address": "address",
      "site": "site_id"
    },
    "related": [],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/services-tools/service-request",
        "labelKey": "resources.service_requests.name",
        "label": "Service requests",
        "labelSingular": "Service request",
        "menu": {
          "area": "services-tools",
          "order": 40,
          "icon": "SupportAgent",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": {
      "field": "request_status",
      "noun": "service request",
      "states": [
        {
          "value": "open",
          "label": "Open",
          "color": "primary"
        },
        {
          "value": "scheduled",
          "label": "Job order raised",
          "color": "success"
        },
        {
          "value": "cancelled",
          "label": "Cancelled",
          "color": "secondary"
        }
      ],
      "editableIn": [
        "open",
        "cancelled"
      ],
      "lockedTitle": "Service Request cannot be modified",
      "transitions": [
        {
          "name": "joborder",
          "label": "Create job order",
          "from": [
            "open"
          ],
          "to": "scheduled",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "raise a job order from"
        },
        {
          "name": "cancel",
          "label": "Cancel",
          "from": [
            "open"
          ],
          "to": "cancelled",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "cancel"
        },
        {
          "name": "reopen",
          "label": "Reopen",
          "from": [
            "cancelled"
          ],
          "to": "open",
          "action": "update",
          "roles": null,
          "requires": [],
          "verb": "reopen"
        }
      ]
    }
  },
  {
    "resource": "services",
    "source": "schema/masterlists/services.yaml",
    "table": "services",
    "label": "Services",
    "labelSingular": "Service",
    "route": "/pages/masterlists/services",
    "menu": {
      "area": "masterlists",
      "order": 40,
      "icon": "HomeRepairService",
      "hidden": false
    },
    "subject": "services",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 5000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "unit_price",
        "type": "money",
        "label": "Unit price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/services",
        "labelKey": "resources.services.name",
        "label": "Services",
        "labelSingular": "Service",
        "menu": {
          "area": "masterlists",
          "order": 40,
          "icon": "HomeRepairService",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "sponsees",
    "source": "schema/admin/sponsees.yaml",
    "table": "sponsees",
    "label": "Sponsees",
    "labelSingular": "Sponsee",
    "route": "/pages/admin/sponsee",
    "menu": {
      "area": "admin",
      "order": 75,
      "icon": "VolunteerActivism",
      "hidden": false
    },
    "subject": "sponsees",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "sponsee_type",
        "type": "select",
        "label": "Sponsee type",
        "required": false,
        "unique": false,
        "default": "Individual",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Individual",
            "label": "Individual"
          },
          {
            "value": "Organisation",
            "label": "Organisation"
          }
        ],
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "mobile",
        "type": "phone",
        "label": "Mobile",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "programme",
        "type": "text",
        "label": "Programme",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "sponsorship_type",
        "type": "select",
        "label": "Sponsorship type",
        "required": false,
        "unique": false,
        "default": "Scholarship",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Scholarship",
            "label": "Scholarship"
          },
          {
            "value": "Apprenticeship",
            "label": "Apprenticeship"
          },
          {
            "value": "Training",
            "label": "Training"
          },
          {
            "value": "Event",
            "label": "Event"
          },
          {
            "value": "Community",
            "label": "Community"
          },
          {
            "value": "Other",
            "label": "Other"
          }
        ],
        "readonly": false
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "coordinator_id",
        "type": "reference",
        "label": "Coordinator",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/sponsee",
        "labelKey": "resources.sponsees.name",
        "label": "Sponsees",
        "labelSingular": "Sponsee",
        "menu": {
          "area": "admin",
          "order": 75,
          "icon": "VolunteerActivism",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "staff_feedbacks",
    "source": "schema/feedbacks/staff_feedbacks.yaml",
    "table": "staff_feedbacks",
    "label": "Staff feedbacks",
    "labelSingular": "Staff feedback",
    "route": "/pages/feedbacks/staff-feedbacks",
    "menu": {
      "area": "feedbacks",
      "order": 20,
      "icon": "Feedback",
      "hidden": false
    },
    "subject": "staff_feedbacks",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "id",
    "readonly": false,
    "sort": "-feedback_date",
    "fields": [
      {
        "name": "employee_id",
        "type": "reference",
        "label": "Staff member",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "feedback_date",
        "type": "date",
        "label": "Feedback date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "category",
        "type": "select",
        "label": "Category",
        "required": false,
        "unique": false,
        "default": "Job",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Job",
            "label": "Job"
          },
          {
            "value": "Customer",
            "label": "Customer"
          },
          {
            "value": "Equipment",
            "label": "Equipment"
          },
          {
            "value": "Safety",
            "label": "Safety"
          },
          {
            "value": "Workplace",
            "label": "Workplace"
          },
          {
            "value": "Other",
            "label": "Other"
          }
        ],
        "readonly": false
      },
      {
        "name": "rating",
        "type": "integer",
        "label": "Rating",
        "required": true,
        "unique": false,
        "min": 1,
        "max": 5,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "1 (poor) to 5 (excellent)"
      },
      {
        "name": "comments",
        "type": "richtext",
        "label": "Comments",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "follow_up_required",
        "type": "boolean",
        "label": "Follow up required",
        "required": false,
        "unique": false,
        "default": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/feedbacks/staff-feedbacks",
        "labelKey": "resources.staff_feedbacks.name",
        "label": "Staff feedbacks",
        "labelSingular": "Staff feedback",
        "menu": {
          "area": "feedbacks",
          "order": 20,
          "icon": "Feedback",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "statuses",
    "source": "schema/masterlists/statuses.yaml",
    "table": "statuses",
    "label": "Statuses",
    "labelSingular": "Status",
    "route": "/pages/masterlists/statuses",
    "menu": {
      "area": "masterlists",
      "order": 220,
      "icon": "Flag",
      "hidden": false
    },
    "subject": "statuses",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "module,sort_order",
    "fields": [
      {
        "name": "module",
        "type": "text",
        "label": "Module",
        "required": false,
        "unique": false,
        "maxLength": 40,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The module code it applies to, e.g. joborder; empty for every module"
      },
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "colour",
        "type": "select",
        "label": "Colour",
        "required": false,
        "unique": false,
        "default": "primary",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "primary",
            "label": "primary"
          },
          {
            "value": "secondary",
            "label": "secondary"
          },
          {
            "value": "info",
            "label": "info"
          },
          {
            "value": "warning",
            "label": "warning"
          },
          {
            "value": "danger",
            "label": "danger"
          },
          {
            "value": "success",
            "label": "success"
          }
        ],
        "readonly": false
      },
      {
        "name": "sort_order",
        "type": "integer",
        "label": "Sort order",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/masterlists/statuses",
        "labelKey": "resources.statuses.name",
        "label": "Statuses",
        "labelSingular": "Status",
        "menu": {
          "area": "masterlists",
          "order": 220,
          "icon": "Flag",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "stock_ledger",
    "source": "schema/catalogues/stock_ledger.yaml",
    "table": "stock_ledger",
    "label": "Stock history",
    "labelSingular": "Stock history entry",
    "route": null,
    "menu": null,
    "subject": "stock_ledger",
    "uuid": false,
    "statuses": [
      "O"
    ],
    "defaultStatus": "O",
    "representation": "source_no",
    "readonly": true,
    "sort": "-id",
    "fields": [
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Change",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "balance",
        "type": "number",
        "label": "Balance after",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_collection",
        "type": "text",
        "label": "From",
        "required": true,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Document",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "source_no",
        "type": "text",
        "label": "Document No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "moved_at",
        "type": "datetime",
        "label": "Moved at",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "stock_movement_lines",
    "source": "schema/sales-tools/stock_movement_lines.yaml",
    "table": "stock_movement_lines",
    "label": "Stock movement lines",
    "labelSingular": "Stock movement line",
    "route": null,
    "menu": null,
    "subject": "stock_movement_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Stock movement",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "stock_movements",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom"
        }
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "serial_no",
        "type": "text",
        "label": "Serial No.",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "stock_movements",
    "source": "schema/sales-tools/stock_movements.yaml",
    "table": "stock_movements",
    "label": "Stock in/out",
    "labelSingular": "Stock movement",
    "route": "/pages/sales-tools/stock-in-out",
    "menu": {
      "area": "sales-tools",
      "order": 60,
      "icon": "SwapVert",
      "hidden": false
    },
    "subject": "stock_movements",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "movement_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "movement_no",
        "type": "text",
        "label": "Movement No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "stock_movement"
      },
      {
        "name": "movement_type",
        "type": "select",
        "label": "Movement type",
        "required": true,
        "unique": false,
        "default": "In",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "In",
            "label": "In"
          },
          {
            "value": "Out",
            "label": "Out"
          }
        ],
        "readonly": false
      },
      {
        "name": "reason",
        "type": "select",
        "label": "Reason",
        "required": true,
        "unique": false,
        "default": "Purchase",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Purchase",
            "label": "Purchase"
          },
          {
            "value": "Sale",
            "label": "Sale"
          },
          {
            "value": "Transfer",
            "label": "Transfer"
          },
          {
            "value": "Adjustment",
            "label": "Adjustment"
          },
          {
            "value": "Return",
            "label": "Return"
          },
          {
            "value": "Opening",
            "label": "Opening"
          }
        ],
        "readonly": false
      },
      {
        "name": "movement_date",
        "type": "date",
        "label": "Movement date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false
      },
      {
        "name": "reference_no",
        "type": "text",
        "label": "Reference No.",
        "required": false,
        "unique": false,
        "maxLength": 50,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "The document behind the movement, e.g. a delivery order or purchase order number"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "stock_movement_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines"
      }
    ],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/stock-in-out",
        "labelKey": "resources.stock_movements.name",
        "label": "Stock in/out",
        "labelSingular": "Stock movement",
        "menu": {
          "area": "sales-tools",
          "order": 60,
          "icon": "SwapVert",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "supplier_bill_lines",
    "source": "schema/purchases/supplier_bill_lines.yaml",
    "table": "supplier_bill_lines",
    "label": "Supplier bill lines",
    "labelSingular": "Supplier bill line",
    "route": null,
    "menu": null,
    "subject": "supplier_bill_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Supplier bill",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "supplier_bills",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom",
          "unit_cost": "cost"
        },
        "picker": "product",
        "trait": "purchase_line"
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "max": 1000000,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "uom",
        "type": "code_reference",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "uom",
        "codeField": "code",
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "unit_cost",
        "type": "money",
        "label": "Unit cost",
        "required": true,
        "unique": false,
        "default": 0,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "tax_code",
        "type": "select",
        "label": "Tax code",
        "required": true,
        "unique": false,
        "default": "TX",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "TX",
            "label": "TX standard-rated"
          },
          {
            "value": "ZP",
            "label": "ZP zero-rated"
          },
          {
            "value": "IM",
            "label": "IM imports (GST paid to Customs)"
          },
          {
            "value": "ME",
            "label": "ME imports under a special scheme"
          },
          {
            "value": "EP",
            "label": "EP exempt"
          },
          {
            "value": "OP",
            "label": "OP out of scope"
          },
          {
            "value": "BL",
            "label": "BL GST not claimable"
          },
          {
            "value": "NR",
            "label": "NR supplier not GST-registered"
          }
        ],
        "readonly": false,
        "trait": "purchase_line"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_line"
      },
      {
        "name": "source_line_id",
        "type": "integer",
        "label": "Source line",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_line"
      }
    ],
    "related": [],
    "children": [],
    "traits": [
      "purchase_line",
      "chained_line"
    ],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "supplier_bills",
    "source": "schema/purchases/supplier_bills.yaml",
    "table": "supplier_bills",
    "label": "Supplier bills",
    "labelSingular": "Supplier bill",
    "route": "/pages/purchases/supplier-bill",
    "menu": {
      "area": "purchases",
      "order": 30,
      "icon": "RequestQuote",
      "hidden": false
    },
    "subject": "supplier_bills",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {
        "payment_status": "Paid"
      }
    },
    "representation": "bill_no",
    "readonly": false,
    "sort": "-bill_date",
    "fields": [
      {
        "name": "bill_no",
        "type": "text",
        "label": "Bill No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "supplier_bill",
        "numberedOn": "confirm"
      },
      {
        "name": "supplier_invoice_no",
        "type": "text",
        "label": "Supplier invoice No.",
        "required": true,
        "unique": false,
        "maxLength": 50,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The number on the supplier's invoice: one bill per number and supplier"
      },
      {
        "name": "bill_date",
        "type": "date",
        "label": "Bill date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false,
        "help": "The date of the supplier's invoice"
      },
      {
        "name": "payment_terms",
        "type": "select",
        "label": "Payment terms",
        "required": false,
        "unique": false,
        "default": "Net 30",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "COD",
            "label": "COD"
          },
          {
            "value": "Net 7",
            "label": "Net 7"
          },
          {
            "value": "Net 14",
            "label": "Net 14"
          },
          {
            "value": "Net 30",
            "label": "Net 30"
          },
          {
            "value": "Net 60",
            "label": "Net 60"
          }
        ],
        "readonly": false
      },
      {
        "name": "due_date",
        "type": "date",
        "label": "Due date",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true
      },
      {
        "name": "amount_paid",
        "type": "money",
        "label": "Amount paid",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "balance_due",
        "type": "money",
        "label": "Balance due",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true
      },
      {
        "name": "balance_due_base",
        "type": "money",
        "label": "Balance due (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      },
      {
        "name": "payment_status",
        "type": "select",
        "label": "Payment status",
        "required": false,
        "unique": false,
        "default": "Unpaid",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Unpaid",
            "label": "Unpaid"
          },
          {
            "value": "Partly paid",
            "label": "Partly paid"
          },
          {
            "value": "Paid",
            "label": "Paid"
          },
          {
            "value": "Overdue",
            "label": "Overdue"
          }
        ],
        "readonly": true
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Supplier",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Supplier"
        },
        "fills": {
          "contact_person": "attn",
          "contact_phone": "tel",
          "contact_email": "email"
        },
        "picker": "company",
        "trait": "purchase_document"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "contact_email",
        "type": "email",
        "label": "Contact email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "contact_phone",
        "type": "phone",
        "label": "Contact phone",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency",
        "trait": "purchase_document"
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "min": 0,
        "max": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "The standard rate on the document date, charged on TX (and BL) lines",
        "trait": "purchase_document"
      },
      {
        "name": "subtotal",
        "type": "money",
        "label": "Subtotal",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "gst_amount",
        "type": "money",
        "label": "GST",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "total",
        "type": "money",
        "label": "Total",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "subtotal_base",
        "type": "money",
        "label": "Subtotal (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "gst_amount_base",
        "type": "money",
        "label": "GST (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "total_base",
        "type": "money",
        "label": "Total (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "purchase_document"
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "trait": "purchase_document"
      },
      {
        "name": "source_collection",
        "type": "select",
        "label": "Converted from",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "rfqs",
            "label": "Request for quotation"
          },
          {
            "value": "quotations",
            "label": "Quotation"
          },
          {
            "value": "sales_orders",
            "label": "Sales order"
          },
          {
            "value": "delivery_orders",
            "label": "Delivery order"
          },
          {
            "value": "sales_invoices",
            "label": "Sales invoice"
          },
          {
            "value": "purchase_orders",
            "label": "Purchase order"
          }
        ],
        "readonly": true,
        "trait": "chained_document"
      },
      {
        "name": "source_id",
        "type": "integer",
        "label": "Source document",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "trait": "chained_document"
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "supplier_bill_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines",
        "trait": "purchase_document"
      }
    ],
    "traits": [
      "purchase_document",
      "chained_document"
    ],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/purchases/supplier-bill",
        "labelKey": "resources.supplier_bills.name",
        "label": "Supplier bills",
        "labelSingular": "Supplier bill",
        "menu": {
          "area": "purchases",
          "order": 30,
          "icon": "RequestQuote",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "supplier_movement_lines",
    "source": "schema/sales-tools/supplier_movement_lines.yaml",
    "table": "supplier_movement_lines",
    "label": "Supplier movement lines",
    "labelSingular": "Supplier movement line",
    "route": null,
    "menu": null,
    "subject": "supplier_movement_lines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "description",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Supplier movement",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "supplier_movements",
        "readonly": false
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false,
        "fills": {
          "description": "name",
          "uom": "uom"
        }
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": true,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "qty",
        "type": "number",
        "label": "Qty",
        "required": true,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "serial_no",
        "type": "text",
        "label": "Serial No.",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "supplier_movements",
    "source": "schema/sales-tools/supplier_movements.yaml",
    "table": "supplier_movements",
    "label": "Supplier in/out",
    "labelSingular": "Supplier movement",
    "route": "/pages/sales-tools/supplier-in-out",
    "menu": {
      "area": "sales-tools",
      "order": 70,
      "icon": "SyncAlt",
      "hidden": false
    },
    "subject": "supplier_movements",
    "uuid": false,
    "statuses": [
      "O",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "worklist": {
      "statuses": [
        "O",
        "C"
      ],
      "except": {}
    },
    "representation": "movement_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "movement_no",
        "type": "text",
        "label": "Movement No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "supplier_movement"
      },
      {
        "name": "movement_type",
        "type": "select",
        "label": "Movement type",
        "required": true,
        "unique": false,
        "default": "In",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "In",
            "label": "In"
          },
          {
            "value": "Out",
            "label": "Out"
          }
        ],
        "readonly": false
      },
      {
        "name": "reason",
        "type": "select",
        "label": "Reason",
        "required": true,
        "unique": false,
        "default": "Purchase",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Purchase",
            "label": "Purchase"
          },
          {
            "value": "Return",
            "label": "Return"
          },
          {
            "value": "Repair",
            "label": "Repair"
          },
          {
            "value": "Replacement",
            "label": "Replacement"
          }
        ],
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Supplier",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        }
      },
      {
        "name": "warehouse_id",
        "type": "reference",
        "label": "Warehouse",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "warehouses",
        "readonly": false
      },
      {
        "name": "movement_date",
        "type": "date",
        "label": "Movement date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "purchase_order_id",
        "type": "reference",
        "label": "Purchase order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "purchase_orders",
        "readonly": true
      },
      {
        "name": "supplier_ref_no",
        "type": "text",
        "label": "Supplier DO/Invoice No.",
        "required": false,
        "unique": false,
        "maxLength": 50,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "expected_return_date",
        "type": "date",
        "label": "Expected return date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "supplier_movement_lines",
        "target": "header_id",
        "field": "lines",
        "label": "Lines"
      }
    ],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/sales-tools/supplier-in-out",
        "labelKey": "resources.supplier_movements.name",
        "label": "Supplier in/out",
        "labelSingular": "Supplier movement",
        "menu": {
          "area": "sales-tools",
          "order": 70,
          "icon": "SyncAlt",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "supplier_payment_allocations",
    "source": "schema/purchases/supplier_payment_allocations.yaml",
    "table": "supplier_payment_allocations",
    "label": "Supplier payment allocations",
    "labelSingular": "Supplier payment allocation",
    "route": null,
    "menu": null,
    "subject": "supplier_payment_allocations",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "bill_id",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Supplier payment",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "supplier_payments",
        "readonly": false
      },
      {
        "name": "bill_id",
        "type": "reference",
        "label": "Bill",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "supplier_bills",
        "readonly": false
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "bill_amount",
        "type": "money",
        "label": "Amount in the bill's currency",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "supplier_payments",
    "source": "schema/purchases/supplier_payments.yaml",
    "table": "supplier_payments",
    "label": "Supplier payments",
    "labelSingular": "Supplier payment",
    "route": "/pages/purchases/supplier-payment",
    "menu": {
      "area": "purchases",
      "order": 40,
      "icon": "Payments",
      "hidden": false
    },
    "subject": "supplier_payments",
    "uuid": false,
    "statuses": [
      "C",
      "V"
    ],
    "defaultStatus": "C",
    "representation": "payment_no",
    "readonly": false,
    "sort": "-payment_date",
    "fields": [
      {
        "name": "payment_no",
        "type": "text",
        "label": "Payment No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "supplier_payment",
        "numberedOn": "confirm"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Supplier",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false,
        "choices": {
          "co_type": "Supplier"
        },
        "picker": "company"
      },
      {
        "name": "payment_date",
        "type": "date",
        "label": "Payment date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "method",
        "type": "select",
        "label": "Method",
        "required": true,
        "unique": false,
        "default": "Bank transfer",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Bank transfer",
            "label": "Bank transfer"
          },
          {
            "value": "PayNow",
            "label": "PayNow"
          },
          {
            "value": "GIRO",
            "label": "GIRO"
          },
          {
            "value": "Cheque",
            "label": "Cheque"
          },
          {
            "value": "Cash",
            "label": "Cash"
          }
        ],
        "readonly": false
      },
      {
        "name": "reference",
        "type": "text",
        "label": "Reference",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "The bank or PayNow reference, or the cheque number"
      },
      {
        "name": "currency_id",
        "type": "code_reference",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "currencies",
        "codeField": "code",
        "readonly": false
      },
      {
        "name": "exchange_rate",
        "type": "number",
        "label": "Exchange rate",
        "required": false,
        "unique": false,
        "default": 1,
        "min": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "SGD for one unit of the currency"
      },
      {
        "name": "amount",
        "type": "money",
        "label": "Amount",
        "required": true,
        "unique": false,
        "min": 0.01,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "amount_base",
        "type": "money",
        "label": "Amount (SGD)",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "The amount in SGD: what its allocations took off the bills in SGD at their rates, and the rest at its own rate"
      },
      {
        "name": "unallocated",
        "type": "money",
        "label": "Unallocated",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "help": "What the allocations leave of the amount"
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 1000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [
      {
        "resource": "supplier_payment_allocations",
        "target": "header_id",
        "field": "allocations",
        "label": "Allocations"
      }
    ],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/purchases/supplier-payment",
        "labelKey": "resources.supplier_payments.name",
        "label": "Supplier payments",
        "labelSingular": "Supplier payment",
        "menu": {
          "area": "purchases",
          "order": 40,
          "icon": "Payments",
          "hidden": false
        },
        "filter": {}
      },
      {
        "path": "/pages/purchases/payables",
        "labelKey": "resources.supplier_payments.routes.payables",
        "label": "Payables",
        "labelSingular": "Payable",
        "menu": {
          "area": "purchases",
          "order": 45,
          "icon": "AccountBalance",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "system_pages",
    "source": "schema/admin/system_pages.yaml",
    "table": "system_pages",
    "label": "System pages",
    "labelSingular": "System page",
    "route": "/pages/admin/system-pages",
    "menu": {
      "area": "admin",
      "order": 65,
      "icon": "Web",
      "hidden": false
    },
    "subject": "system_pages",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "title",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "slug",
        "type": "text",
        "label": "Slug",
        "required": true,
        "unique": true,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false,
        "help": "The page's address, e.g. privacypolicy"
      },
      {
        "name": "content",
        "type": "richtext",
        "label": "Content",
        "required": false,
        "unique": false,
        "maxLength": 200000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "meta_description",
        "type": "text",
        "label": "Meta description",
        "required": false,
        "unique": false,
        "maxLength": 300,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Shown by search engines"
      },
      {
        "name": "published",
        "type": "boolean",
        "label": "Published",
        "required": false,
        "unique": false,
        "default": true,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "slug",
    "routes": [
      {
        "path": "/pages/admin/system-pages",
        "labelKey": "resources.system_pages.name",
        "label": "System pages",
        "labelSingular": "System page",
        "menu": {
          "area": "admin",
          "order": 65,
          "icon": "Web",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "ticket_monitorings",
    "source": "schema/admin/ticket_monitorings.yaml",
    "table": "ticket_monitorings",
    "label": "Ticket monitoring",
    "labelSingular": "Monitored ticket",
    "route": null,
    "menu": null,
    "subject": "ticket_monitorings",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "subject",
    "readonly": false,
    "sort": "sla_due_at",
    "fields": [
      {
        "name": "kind",
        "type": "select",
        "label": "Kind",
        "required": true,
        "unique": false,
        "default": "Ticket",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Ticket",
            "label": "Ticket"
          },
          {
            "value": "Potential",
            "label": "Potential"
          }
        ],
        "readonly": false
      },
      {
        "name": "subject",
        "type": "text",
        "label": "Subject",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "joborder_header_id",
        "type": "reference",
        "label": "Job order",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "joborder_headers",
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "priority",
        "type": "select",
        "label": "Priority",
        "required": false,
        "unique": false,
        "default": "Normal",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Low",
            "label": "Low"
          },
          {
            "value": "Normal",
            "label": "Normal"
          },
          {
            "value": "High",
            "label": "High"
          },
          {
            "value": "Urgent",
            "label": "Urgent"
          }
        ],
        "readonly": false
      },
      {
        "name": "sla_due_at",
        "type": "datetime",
        "label": "SLA due",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "escalation_level",
        "type": "select",
        "label": "Escalation level",
        "required": false,
        "unique": false,
        "default": "0",
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "0",
            "label": "Not escalated"
          },
          {
            "value": "1",
            "label": "Supervisor"
          },
          {
            "value": "2",
            "label": "Manager"
          },
          {
            "value": "3",
            "label": "Director"
          }
        ],
        "readonly": false
      },
      {
        "name": "assigned_to_id",
        "type": "reference",
        "label": "Assigned to",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "estimated_value",
        "type": "money",
        "label": "Estimated value",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "Potential tickets only"
      },
      {
        "name": "follow_up_date",
        "type": "date",
        "label": "Follow up date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/ticketmonitoring",
        "labelKey": "resources.ticket_monitorings.routes.ticketmonitoring",
        "label": "Ticket monitoring",
        "labelSingular": "Monitored ticket",
        "menu": {
          "area": "admin",
          "order": 100,
          "icon": "MonitorHeart",
          "hidden": false
        },
        "filter": {
          "kind": "Ticket"
        }
      },
      {
        "path": "/pages/admin/ticketmonitoringpotential",
        "labelKey": "resources.ticket_monitorings.routes.ticketmonitoringpotential",
        "label": "Potential tickets",
        "labelSingular": "Potential ticket",
        "menu": {
          "area": "admin",
          "order": 105,
          "icon": "TrackChanges",
          "hidden": false
        },
        "filter": {
          "kind": "Potential"
        }
      }
    ],
    "workflow": null
  },
  {
    "resource": "timeline_headers",
    "source": "schema/records/timeline_headers.yaml",
    "table": "timeline_headers",
    "label": "Timelines",
    "labelSingular": "Timeline",
    "route": null,
    "menu": null,
    "subject": "timeline_headers",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "module",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "module",
        "type": "text",
        "label": "Module",
        "required": true,
        "unique": false,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_type",
        "type": "text",
        "label": "Header type",
        "required": true,
        "unique": false,
        "default": "comment",
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_id",
        "type": "integer",
        "label": "Record",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/timeline",
        "labelKey": "resources.timeline_headers.routes.timeline",
        "label": "Timelines",
        "labelSingular": "Timeline",
        "menu": {
          "area": "admin",
          "order": 40,
          "icon": "Timeline",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "timelines",
    "source": "schema/records/timelines.yaml",
    "table": "timelines",
    "label": "Timeline entries",
    "labelSingular": "Timeline entry",
    "route": null,
    "menu": null,
    "subject": "timelines",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "remarks",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header",
        "type": "reference",
        "label": "Timeline",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "timeline_headers",
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "text",
        "label": "Remarks",
        "required": true,
        "unique": false,
        "maxLength": 5000,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [],
    "workflow": null
  },
  {
    "resource": "training_partners",
    "source": "schema/masterlists/training_partners.yaml",
    "table": "training_partners",
    "label": "Training partners",
    "labelSingular": "Training partner",
    "route": "/pages/masterlists/training-partners",
    "menu": {
      "area": "masterlists",
      "order": 260,
      "icon": "Handshake",
      "hidden": false
    },
    "subject": "training_partners",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": true,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "uen",
        "type": "text",
        "label": "UEN",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Singapore Unique Entity Number"
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "website",
        "type": "text",
        "label": "Website",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Address line 1",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Address line 2",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "name",
    "routes": [
      {
        "path": "/pages/masterlists/training-partners",
        "labelKey": "resources.training_partners.name",
        "label": "Training partners",
        "labelSingular": "Training partner",
        "menu": {
          "area": "masterlists",
          "order": 260,
          "icon": "Handshake",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "training_sessions",
    "source": "schema/masterlists/training_sessions.yaml",
    "table": "training_sessions",
    "label": "Training management",
    "labelSingular": "Training session",
    "route": "/pages/masterlists/training-management",
    "menu": {
      "area": "masterlists",
      "order": 240,
      "icon": "EventNote",
      "hidden": false
    },
    "subject": "training_sessions",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "-start_date",
    "fields": [
      {
        "name": "title",
        "type": "text",
        "label": "Session",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "training_id",
        "type": "reference",
        "label": "Training",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "trainings",
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "venue",
        "type": "text",
        "label": "Venue",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "trainer_id",
        "type": "reference",
        "label": "Trainer",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false,
        "help": "An employee who trains; leave empty for an external trainer"
      },
      {
        "name": "trainer_name",
        "type": "text",
        "label": "External trainer",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "attendees",
        "type": "references",
        "label": "Attendees",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "session_status",
        "type": "select",
        "label": "Session status",
        "required": false,
        "unique": false,
        "default": "Planned",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Planned",
            "label": "Planned"
          },
          {
            "value": "Confirmed",
            "label": "Confirmed"
          },
          {
            "value": "Completed",
            "label": "Completed"
          },
          {
            "value": "Cancelled",
            "label": "Cancelled"
          }
        ],
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/masterlists/training-management",
        "labelKey": "resources.training_sessions.name",
        "label": "Training management",
        "labelSingular": "Training session",
        "menu": {
          "area": "masterlists",
          "order": 240,
          "icon": "EventNote",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "training_subjects",
    "source": "schema/masterlists/training_subjects.yaml",
    "table": "training_subjects",
    "label": "Training subjects",
    "labelSingular": "Training subject",
    "route": "/pages/masterlists/training-subjects",
    "menu": {
      "area": "masterlists",
      "order": 250,
      "icon": "MenuBook",
      "hidden": false
    },
    "subject": "training_subjects",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/training-subjects",
        "labelKey": "resources.training_subjects.name",
        "label": "Training subjects",
        "labelSingular": "Training subject",
        "menu": {
          "area": "masterlists",
          "order": 250,
          "icon": "MenuBook",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "trainings",
    "source": "schema/masterlists/trainings.yaml",
    "table": "trainings",
    "label": "Trainings",
    "labelSingular": "Training",
    "route": "/pages/masterlists/trainings",
    "menu": {
      "area": "masterlists",
      "order": 230,
      "icon": "School",
      "hidden": false
    },
    "subject": "trainings",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "title",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "title",
        "type": "text",
        "label": "Title",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "subject_id",
        "type": "reference",
        "label": "Subject",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "training_subjects",
        "readonly": false
      },
      {
        "name": "partner_id",
        "type": "reference",
        "label": "Training partner",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "training_partners",
        "readonly": false
      },
      {
        "name": "competency_id",
        "type": "reference",
        "label": "Competency gained",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "competencies",
        "readonly": false
      },
      {
        "name": "duration_hours",
        "type": "number",
        "label": "Duration hours",
        "required": false,
        "unique": false,
        "default": 8,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "cost",
        "type": "money",
        "label": "Cost",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "validity_months",
        "type": "integer",
        "label": "Validity months",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "How long the certificate stays valid; empty for no expiry"
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/trainings",
        "labelKey": "resources.trainings.name",
        "label": "Trainings",
        "labelSingular": "Training",
        "menu": {
          "area": "masterlists",
          "order": 230,
          "icon": "School",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "uom",
    "source": "schema/masterlists/uom.yaml",
    "table": "uom",
    "label": "Units of measure",
    "labelSingular": "Unit of measure",
    "route": "/pages/masterlists/uom",
    "menu": {
      "area": "masterlists",
      "order": 120,
      "icon": "Straighten",
      "hidden": false
    },
    "subject": "uom",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 2000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/uom",
        "labelKey": "resources.uom.name",
        "label": "Units of measure",
        "labelSingular": "Unit of measure",
        "menu": {
          "area": "masterlists",
          "order": 120,
          "icon": "Straighten",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "user_availabilities",
    "source": "schema/admin/user_availabilities.yaml",
    "table": "user_availabilities",
    "label": "User availabilities",
    "labelSingular": "User availability",
    "route": "/pages/admin/useravailabilities",
    "menu": {
      "area": "admin",
      "order": 35,
      "icon": "EventAvailable",
      "hidden": false
    },
    "subject": "user_availabilities",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "reason",
    "readonly": false,
    "sort": "-date",
    "fields": [
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "employee_id",
        "type": "reference",
        "label": "Employee",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "employees",
        "readonly": false
      },
      {
        "name": "date",
        "type": "date",
        "label": "Date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "from_time",
        "type": "datetime",
        "label": "From",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "to_time",
        "type": "datetime",
        "label": "To",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "available",
        "type": "boolean",
        "label": "Available",
        "required": false,
        "unique": false,
        "default": true,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "reason",
        "type": "text",
        "label": "Reason",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "e.g. Annual leave, Training, Standby"
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "routes": [
      {
        "path": "/pages/admin/useravailabilities",
        "labelKey": "resources.user_availabilities.name",
        "label": "User availabilities",
        "labelSingular": "User availability",
        "menu": {
          "area": "admin",
          "order": 35,
          "icon": "EventAvailable",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "users",
    "source": "schema/admin/users.yaml",
    "table": "users",
    "label": "Users",
    "labelSingular": "User",
    "route": "/pages/admin/users",
    "menu": {
      "area": "admin",
      "order": 10,
      "icon": "People",
      "hidden": false
    },
    "subject": "users",
    "uuid": true,
    "statuses": [
      "N",
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "username",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "username",
        "type": "text",
        "label": "Username",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": true,
        "maxLength": 254,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "first_name",
        "type": "text",
        "label": "First name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "last_name",
        "type": "text",
        "label": "Last name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "role",
        "type": "text",
        "label": "Role",
        "required": true,
        "unique": false,
        "default": "readonly",
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "thumbnail",
        "type": "image",
        "label": "Thumbnail",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "password",
        "type": "password",
        "label": "Password",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "preferences",
        "type": "json",
        "label": "Preferences",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true,
        "shape": {
          "type": "object",
          "additionalProperties": true,
          "description": "By name: any JSON value"
        }
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": false,
    "routes": [
      {
        "path": "/pages/admin/users",
        "labelKey": "resources.users.name",
        "label": "Users",
        "labelSingular": "User",
        "menu": {
          "area": "admin",
          "order": 10,
          "icon": "People",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "warehouses",
    "source": "schema/masterlists/warehouses.yaml",
    "table": "warehouses",
    "label": "Material warehouses",
    "labelSingular": "Material warehouse",
    "route": "/pages/masterlists/material-warehouse",
    "menu": {
      "area": "masterlists",
      "order": 30,
      "icon": "Warehouse",
      "hidden": false
    },
    "subject": "warehouses",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Address line 1",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Address line 2",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "code_reference",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "reference": "countries",
        "codeField": "name",
        "readonly": false
      },
      {
        "name": "contact_person",
        "type": "text",
        "label": "Contact person",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "is_default",
        "type": "boolean",
        "label": "Default warehouse",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [],
    "importable": true,
    "importKey": "code",
    "routes": [
      {
        "path": "/pages/masterlists/material-warehouse",
        "labelKey": "resources.warehouses.name",
        "label": "Material warehouses",
        "labelSingular": "Material warehouse",
        "menu": {
          "area": "masterlists",
          "order": 30,
          "icon": "Warehouse",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  },
  {
    "resource": "warranties",
    "source": "schema/agreements/warranties.yaml",
    "table": "warranties",
    "label": "Warranties",
    "labelSingular": "Warranty",
    "route": "/pages/agreements/warranty",
    "menu": {
      "area": "agreements",
      "order": 20,
      "icon": "VerifiedUser",
      "hidden": false
    },
    "subject": "warranties",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "warranty_no",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "warranty_no",
        "type": "text",
        "label": "Warranty No.",
        "required": false,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": true,
        "numbering": "warranty"
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Customer",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "reference",
        "label": "Site",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "company_locations",
        "readonly": false,
        "dependsOn": {
          "header_id": "company_id"
        },
        "defaultChoice": {
          "is_default": true
        }
      },
      {
        "name": "product_id",
        "type": "reference",
        "label": "Product",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "products",
        "readonly": false
      },
      {
        "name": "serial_no",
        "type": "text",
        "label": "Serial No.",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "sales_invoice_id",
        "type": "reference",
        "label": "Sales invoice",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "sales_invoices",
        "readonly": false
      },
      {
        "name": "warranty_type",
        "type": "select",
        "label": "Warranty type",
        "required": false,
        "unique": false,
        "default": "Manufacturer",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Manufacturer",
            "label": "Manufacturer"
          },
          {
            "value": "Extended",
            "label": "Extended"
          },
          {
            "value": "Workmanship",
            "label": "Workmanship"
          }
        ],
        "readonly": false
      },
      {
        "name": "start_date",
        "type": "date",
        "label": "Start date",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "end_date",
        "type": "date",
        "label": "End date",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "terms",
        "type": "richtext",
        "label": "Terms",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "remarks",
        "type": "richtext",
        "label": "Remarks",
        "required": false,
        "unique": false,
        "maxLength": 10000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "children": [],
    "traits": [],
    "panels": [
      "notes",
      "documents",
      "logs",
      "comments"
    ],
    "importable": true,
    "routes": [
      {
        "path": "/pages/agreements/warranty",
        "labelKey": "resources.warranties.name",
        "label": "Warranties",
        "labelSingular": "Warranty",
        "menu": {
          "area": "agreements",
          "order": 20,
          "icon": "VerifiedUser",
          "hidden": false
        },
        "filter": {}
      }
    ],
    "workflow": null
  }
];
